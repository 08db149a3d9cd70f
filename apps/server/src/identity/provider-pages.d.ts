import type { KoaContextWithOIDC } from 'oidc-provider';
import { type Branding } from './pages/layout';
/** Branding for pages the provider renders itself (logout, errors): found by Host. */
export type BrandingLookup = (host: string) => Promise<Branding | null>;
export declare function providerPages(brandingFor: BrandingLookup): {
  /** The provider's own form (hidden xsrf field) is submitted by our two buttons. */
  logoutSource: (ctx: KoaContextWithOIDC, form: string) => Promise<void>;
  postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => Promise<void>;
  renderError: (
    ctx: KoaContextWithOIDC,
    out: {
      error: string;
      error_description?: string;
    },
  ) => Promise<void>;
};
