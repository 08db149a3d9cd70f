import { paths } from '../paths';
import { allow, redirect, type GuardDecision } from './decision';

/** Spec §1: legacy Internet Explorer 11 (Trident/7.0) is detected and unsupported. */
export function isInternetExplorer(userAgent: string): boolean {
  return /Trident\/|MSIE /.test(userAgent);
}

export function browserGuard(userAgent: string): GuardDecision {
  return isInternetExplorer(userAgent) ? redirect(paths.browserNotSupported) : allow;
}
