/** The partners' price API, its OpenAPI documents and the page that shows them (Swagger UI). */
import { z } from 'zod';
import { bookingAnswerSchema, priceResultsSchema } from '../schemas/price-result.schema';
import { bookingSchema, servicePriceSchema } from '../schemas/shipment.schema';
import { route } from './route';

/**
 * An OpenAPI 3.1 document: checked here only for its frame (the generator builds the rest from
 * the descriptors, and a test validates it whole), so a loose object.
 */
export const openApiDocumentSchema = z.looseObject({
  /** '3.1.0'. */
  openapi: z.string(),
  /** Title, version and description of the API. */
  info: z.looseObject({ title: z.string(), version: z.string() }),
  /** Operations by path and method. */
  paths: z.record(z.string(), z.unknown()),
});

export const PRICE_ROUTES = {
  servicePrice: route({
    method: 'POST',
    path: '/api/v1/service_price',
    // The guard resolves the token (or the calculator's session) before the body is read.
    access: 'partner',
    summary: 'Price a shipment with every service, or the one named',
    body: servicePriceSchema,
    answer: priceResultsSchema,
    partnerApi: true,
  }),
  book: route({
    method: 'POST',
    path: '/api/v1/bookings',
    access: 'partner',
    summary: 'Confirm a quote as booked',
    body: bookingSchema,
    answer: bookingAnswerSchema,
    status: 201,
    partnerApi: true,
  }),
};

export const API_DOC_ROUTES = {
  partnerOpenApi: route({
    method: 'GET',
    path: '/api/v1/openapi.json',
    access: 'public',
    summary: "The partner API's OpenAPI document",
    answer: openApiDocumentSchema,
  }),
  page: route({
    method: 'GET',
    path: '/api/docs',
    access: 'public',
    summary: "Swagger UI showing the partner API's document",
    answer: 'html',
  }),
  pageScript: route({
    method: 'GET',
    path: '/api/docs/init.js',
    access: 'public',
    summary: 'The script that starts Swagger UI on the document (a file, so a strict Content-Security-Policy can stay on)',
    answer: 'file',
  }),
  /** Registered only when NODE_ENV is not 'production'. */
  webOpenApi: route({
    method: 'GET',
    path: '/fe/openapi.json',
    access: 'public',
    summary: "The web app's API (/fe) as an OpenAPI document; served in development only",
    answer: openApiDocumentSchema,
  }),
};
