/** What other modules may use of pricelist-files: the lint (.dependency-cruiser.cjs) keeps them to this file. */
export { compileForExport, exportFileName, exportPricelistWorkbook, exportSubject, palletPriceTables } from './pricelist-export.service';
