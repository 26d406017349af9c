export * from './shipment';
export * from './payable-weight';
export * from './quantity-measure';
