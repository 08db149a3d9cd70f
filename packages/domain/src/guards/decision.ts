/** What a route guard decides: let the navigation through, or send it elsewhere. */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export const allow: GuardDecision = { kind: 'allow' };

export function redirect(to: string): GuardDecision {
  return { kind: 'redirect', to };
}

/** Runs guards in order; the first redirect wins. */
export function firstRedirect(...decisions: Array<() => GuardDecision>): GuardDecision {
  for (const decide of decisions) {
    const decision = decide();
    if (decision.kind === 'redirect') return decision;
  }
  return allow;
}
