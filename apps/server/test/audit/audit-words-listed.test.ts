import { AUDIT_ACTIONS } from '@charity/domain/audit/audit-actions';
import { AUDIT_DETAIL_VALUES } from '@charity/domain/audit/audit-detail-values';
import { AUDIT_DETAIL_KEYS } from '@charity/domain/audit/audit-detail-words';
import { AUDIT_SUBJECT_TYPES } from '@charity/domain/audit/audit-subject-types';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Review R5 and follow-up 1: every action, subject type and detail name a call in
 * apps/server/src writes to the audit log has words in the domain's tables. The type of
 * `AuditEntry.action` already refuses an unknown action where it is written; this reads the
 * source for the rest: the literals, the ternaries, a template's known prefix, the functions
 * that answer an action, the provisioning's `record(organization, action, subject)`.
 */
const SRC = join(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

interface Found {
  actions: Map<string, string>;
  /** A template's fixed start (`prize-claim-${step}`): some listed action starts with it. */
  prefixes: Map<string, string>;
  subjectTypes: Map<string, string>;
  detailKeys: Map<string, string>;
  /** A detail's literal values, as `name=value` (follow-up 2: a code there reads in words). */
  detailValues: Map<string, string>;
}

const nameOf = (node: ts.ObjectLiteralElementLike): string | undefined =>
  node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
    ? node.name.text
    : undefined;

/** The texts an expression may be: a literal, either branch of a ternary, a template's start. */
function textsOf(node: ts.Expression, where: string, into: Map<string, string>, found: Found) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    into.set(node.text, where);
  else if (ts.isConditionalExpression(node)) {
    textsOf(node.whenTrue, where, into, found);
    textsOf(node.whenFalse, where, into, found);
  } else if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
    textsOf(node.expression, where, into, found);
  else if (ts.isTemplateExpression(node) && into === found.actions)
    found.prefixes.set(node.head.text, where);
}

/** The names of a details object, nested ones too (changes read as dotted paths of them). */
function keysOf(node: ts.Expression, where: string, found: Found) {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
    return keysOf(node.expression, where, found);
  if (ts.isConditionalExpression(node)) {
    keysOf(node.whenTrue, where, found);
    return keysOf(node.whenFalse, where, found);
  }
  if (!ts.isObjectLiteralExpression(node)) return;
  for (const property of node.properties) {
    const name = nameOf(property);
    if (name) found.detailKeys.set(name, where);
    if (name && ts.isPropertyAssignment(property)) {
      const values = new Map<string, string>();
      textsOf(property.initializer, where, values, found);
      for (const value of values.keys()) found.detailValues.set(`${name}=${value}`, where);
    }
    if (ts.isPropertyAssignment(property)) keysOf(property.initializer, where, found);
    if (ts.isSpreadAssignment(property)) keysOf(property.expression, where, found);
  }
}

/** An audit entry as written: an object literal with an action and a subject type. */
function readEntry(node: ts.ObjectLiteralExpression, where: string, found: Found) {
  const names = node.properties.map(nameOf);
  if (!names.includes('subjectType') || !names.includes('action')) return;
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const name = nameOf(property);
    if (name === 'action') textsOf(property.initializer, where, found.actions, found);
    if (name === 'subjectType') textsOf(property.initializer, where, found.subjectTypes, found);
    if (name === 'details' || name === 'before' || name === 'after')
      keysOf(property.initializer, where, found);
  }
}

function scan(): Found {
  const found: Found = {
    actions: new Map(),
    prefixes: new Map(),
    subjectTypes: new Map(),
    detailKeys: new Map(),
    detailValues: new Map(),
  };
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      const where = `${relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      if (ts.isObjectLiteralExpression(node)) readEntry(node, where, found);
      // ProvisioningContext.record(organizationId, action, { type, … }, details).
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'record' &&
        node.arguments.length >= 3
      ) {
        const [, action, subject, details] = node.arguments;
        textsOf(action!, where, found.actions, found);
        if (subject && ts.isObjectLiteralExpression(subject))
          for (const property of subject.properties)
            if (ts.isPropertyAssignment(property) && nameOf(property) === 'type')
              textsOf(property.initializer, where, found.subjectTypes, found);
        if (details) keysOf(details, where, found);
      }
      // A function answering an action (charity.retired …) and a table of them.
      if (ts.isFunctionDeclaration(node) && node.type?.getText() === 'AuditAction')
        node.body?.forEachChild(function returns(inner: ts.Node): void {
          if (ts.isReturnStatement(inner) && inner.expression)
            textsOf(inner.expression, where, found.actions, found);
          inner.forEachChild(returns);
        });
      if (
        ts.isVariableDeclaration(node) &&
        node.name.getText() === 'AUDIT_ACTION' &&
        node.initializer
      ) {
        let table: ts.Expression = node.initializer;
        while (ts.isAsExpression(table) || ts.isSatisfiesExpression(table))
          table = table.expression;
        if (ts.isObjectLiteralExpression(table))
          for (const property of table.properties)
            if (ts.isPropertyAssignment(property))
              textsOf(property.initializer, where, found.actions, found);
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return found;
}

const missing = (found: Map<string, string>, table: object) =>
  [...found].filter(([name]) => !Object.hasOwn(table, name)).map(([name, at]) => `${name} (${at})`);

describe('the audit log in words', () => {
  const found = scan();

  it('has every action a call writes in the domain’s table (packages/domain audit/audit-actions.ts)', () => {
    // The scan reads the calls: a change that hid them from it would make this pass empty.
    expect(found.actions.size).toBeGreaterThan(70);
    expect([...found.actions.keys()]).toEqual(
      expect.arrayContaining(['draw', 'sale', 'charity.retired', 'organization.host-added']),
    );
    expect(missing(found.actions, AUDIT_ACTIONS)).toEqual([]);
    const actions = Object.keys(AUDIT_ACTIONS);
    const prefixes = [...found.prefixes].filter(
      ([prefix]) => !actions.some((action) => action.startsWith(prefix)),
    );
    expect(prefixes).toEqual([]);
  });

  it('has every subject type and detail name a call writes in words', () => {
    expect(found.subjectTypes.size).toBeGreaterThan(10);
    expect(found.detailKeys.size).toBeGreaterThan(50);
    expect(missing(found.subjectTypes, AUDIT_SUBJECT_TYPES)).toEqual([]);
    expect(missing(found.detailKeys, AUDIT_DETAIL_KEYS)).toEqual([]);
  });

  it('has in words every code a call writes as a detail’s value (follow-up 2)', () => {
    expect([...found.detailValues.keys()]).toEqual(
      expect.arrayContaining(['state=Unclaimed', 'outcome=Redrawn']),
    );
    // A literal value under a detail whose values are codes: listed in the domain's table.
    const unworded = [...found.detailValues]
      .filter(([pair]) => {
        const [name = '', value = ''] = pair.split('=');
        const table = AUDIT_DETAIL_VALUES[name];
        return table && !Object.hasOwn(table, value);
      })
      .map(([pair, at]) => `${pair} (${at})`);
    expect(unworded).toEqual([]);
    // Any other literal value is a code nobody put into words: it names its table first.
    const untabled = [...found.detailValues.keys()].filter(
      (pair) => !Object.hasOwn(AUDIT_DETAIL_VALUES, pair.split('=')[0]!),
    );
    expect(untabled).toEqual([]);
  });
});
