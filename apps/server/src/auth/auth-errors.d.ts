import { HttpError } from '../errors/http-errors';
export declare const unauthorized: (message?: string) => HttpError;
export declare const forbidden: (message: string) => HttpError;
export declare const conflict: (message: string) => HttpError;
