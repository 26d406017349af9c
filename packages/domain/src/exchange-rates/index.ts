export * from './ecb-rates';
export { readXml, XmlFormatError, type XmlElement } from './strict-xml';
