import type { Logger } from 'pino';
import type { Executor } from '../db/executor';
export declare const demoFiles: string[];
export declare function loadDemoOrganizations(db: Executor, now?: Date): Promise<string[]>;
/** A fresh install gets the two demo organizations; an install with any organization keeps its own. */
export declare function seedDemoIfEmpty(db: Executor, log: Pick<Logger, 'info'>): Promise<void>;
