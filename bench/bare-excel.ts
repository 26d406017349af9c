/**
 * The ceiling of the mass_price benchmark, in its own process: the same request body read (JSON
 * text parsed, as the server must) and the same number of rows and columns streamed by ExcelJS's
 * WorkbookWriter into a stream that only counts bytes. No pricing, no HTTP, no database.
 * Prints {seconds, cpuSeconds, bytes, memory} as JSON.
 */
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { memoryOfProcess } from './process-memory';

const bodyFile = process.argv[2]!;
const started = performance.now();
const cpuAtStart = process.cpuUsage();
const body = JSON.parse(readFileSync(bodyFile, 'utf8')) as { shipments: Record<string, unknown>[] };
let bytes = 0;
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    bytes += chunk.length;
    done();
  },
});
const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
const sheet = workbook.addWorksheet('Prices');
const header = ['Reference', 'Collection', 'Delivery', 'Quantity', 'Type', 'Weight', 'LDM', 'CBM', 'Payable weight', 'Service'];
sheet.columns = [...header, 'Pricelist', 'Freight', 'Fuel', 'Toll', 'Total', 'Currency', 'Collection date', 'Delivery date', 'Errors'].map(
  (h) => ({ header: h, width: 12 }),
);
sheet.getRow(1).commit();
for (let i = 0; i < body.shipments.length; i++) {
  const s = body.shipments[i]! as {
    reference: string;
    collection: { country: string; postcode: string };
    delivery: { country: string; postcode: string };
    quantity: number;
    type: string;
    weight: number;
  };
  sheet
    .addRow([
      s.reference,
      `${s.collection.country} ${s.collection.postcode}`,
      `${s.delivery.country} ${s.delivery.postcode}`,
      s.quantity,
      s.type,
      s.weight,
      1.6,
      2.4,
      s.weight,
      'Groupage',
      'Bench',
      123.45,
      12.34,
      5,
      140.79,
      'EUR',
      '2026-11-24',
      '2026-11-26',
      null,
    ])
    .commit();
  if (i % 500 === 499) await new Promise((resolve) => setImmediate(resolve));
}
sheet.commit();
await workbook.commit();
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuAtStart);
console.log(JSON.stringify({ seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, bytes, memory: memoryOfProcess() }));
