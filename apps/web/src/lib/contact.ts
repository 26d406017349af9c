/** Who runs the product and how to reach support; shown in the footer and on the error screens. */
export const PRODUCT_NAME = 'FreightPrice';
export const COMPANY_NAME = 'FreightPrice OÜ';
export const COMPANY_REGISTRATION = 'Registered in the Estonian Commercial Register, registry code 16000000';
export const COMPANY_ADDRESS = 'Narva mnt 5, 10117 Tallinn, Estonia';
export const SUPPORT_EMAIL = 'support@freightprice.example';
export const SUPPORT_PHONE = '+372 600 1234';
