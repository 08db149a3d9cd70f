/**
 * Mobile-first styles on top of the organization's theme variables (ColorThemeUrl). Inserted
 * as raw text: HTML escaping would turn the font names' quotes into entities inside <style>.
 */
export const pageStyles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
background:var(--brand-background,#f4f4f4);color:var(--brand-text,#1a1a1a)}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.card{background:var(--brand-surface,#fff);border-radius:12px;padding:1.5rem;
box-shadow:0 1px 4px rgba(0,0,0,.12)}
.logo{display:block;max-width:12rem;max-height:5rem;margin:0 auto 1rem}
h1{font-size:1.5rem;margin:0 0 1rem;text-align:center}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
.hint{display:block;font-size:.875rem;opacity:.8;margin:-.1rem 0 .35rem}
input,select{width:100%;font:inherit;padding:.7rem .75rem;border:1px solid #8a8a8a;border-radius:8px;
background:#fff;color:#1a1a1a}
input:focus,select:focus,button:focus,a:focus{outline:3px solid var(--brand-accent,#0b5fff);outline-offset:2px}
input[aria-invalid=true],select[aria-invalid=true]{border-color:#b00020;border-width:2px}
.field-error{color:#b00020;font-size:.9rem;margin:.25rem 0 0}
button,.button{display:block;width:100%;margin-top:1.5rem;padding:.8rem 1rem;font:inherit;
font-weight:700;border:0;border-radius:8px;cursor:pointer;text-align:center;text-decoration:none;
background:var(--brand-primary,#0b5fff);color:var(--brand-primary-contrast,#fff)}
button.secondary{background:transparent;color:inherit;border:2px solid currentColor}
.alert{padding:.75rem 1rem;border-radius:8px;margin:0 0 1rem;border-left:4px solid}
.alert.error{background:#fdecee;color:#7a0014;border-color:#b00020}
.alert.info{background:#e8f4ea;color:#0f4d1c;border-color:#1e7b34}
.links{margin-top:1.25rem;text-align:center}
.links a,.links button.link{color:inherit;display:inline-block;margin:.3rem .5rem}
button.link{background:none;border:0;padding:0;width:auto;margin:0;font-weight:400;
text-decoration:underline;color:inherit}
.row{display:grid;grid-template-columns:1fr 1fr;gap:0 .75rem}
fieldset{border:0;padding:0;margin:1rem 0 0}
legend{font-weight:700;padding:0}
.lang{text-align:center;margin-top:1.5rem;font-size:.9rem}
.lang a{color:inherit}
pre,li a{overflow-wrap:anywhere}
.alert a{color:inherit}
select{appearance:auto}
`;
