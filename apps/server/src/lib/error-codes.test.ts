import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as contract from '@academy/contract';
import { messageCode } from '@academy/contract';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every message the server throws has a code (docs/errors.md): this reads the server's sources and
 * lists each thrown message the contract's catalogues do not name, so a new `throw forbidden('…')`
 * (or a merge that brings one) fails here with its file, line and text rather than reaching clients
 * with only the generic code of its status.
 */

/** The error helpers and where their message sits among the arguments. */
const MESSAGE_ARGUMENT: Record<string, number> = {
  badRequest: 0,
  fieldError: 1,
  unauthorized: 0,
  forbidden: 0,
  notFound: 0,
  conflict: 0,
  bearerChallenge: 0,
  AppError: 1,
  OAuthError: 2,
};

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

type Resolved = { text: string } | { dynamic: string } | null;

/** The text an expression stands for, when it can be known without running the code. */
function resolve(node: ts.Expression, file: ts.SourceFile, depth = 0): Resolved[] {
  if (depth > 5) return [null];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ text: node.text }];
  if (ts.isTemplateExpression(node)) return [{ dynamic: node.getText(file) }];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
    return resolve(node.expression, file, depth);
  if (ts.isConditionalExpression(node)) {
    return [...resolve(node.whenTrue, file, depth + 1), ...resolve(node.whenFalse, file, depth + 1)];
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
    return resolve(node.right, file, depth + 1);
  }
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
    const table = catalogue(node.expression.text, file, depth);
    const text = table?.[node.name.text];
    return [typeof text === 'string' ? { text } : null];
  }
  if (ts.isIdentifier(node)) {
    const initializer = constant(node.text, file);
    return initializer ? resolve(initializer, file, depth + 1) : [null];
  }
  return [null];
}

/** A message catalogue by the name the file uses for it (its own, or a local alias). */
function catalogue(name: string, file: ts.SourceFile, depth: number): Record<string, unknown> | null {
  const value = (contract as Record<string, unknown>)[name];
  if (value && typeof value === 'object') return value as Record<string, unknown>;
  const original = importedAs(name, file);
  if (original) return catalogue(original, file, depth + 1);
  const initializer = constant(name, file);
  if (initializer && ts.isIdentifier(initializer) && depth < 5)
    return catalogue(initializer.text, file, depth + 1);
  return null;
}

/** The exported name behind `import { NAME as name }`. */
function importedAs(name: string, file: ts.SourceFile): string | undefined {
  for (const statement of file.statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const specifier = bindings.elements.find((e) => e.name.text === name && e.propertyName);
    if (specifier?.propertyName) return specifier.propertyName.text;
  }
  return undefined;
}

/** The initializer of a `const name = …` anywhere in the file. */
function constant(name: string, file: ts.SourceFile): ts.Expression | undefined {
  let found: ts.Expression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) {
      found ??= node.initializer;
    }
    if (!found) ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function calleeName(node: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** Each thrown message (helper calls and `{ field, message }` entries) with where it stands. */
function thrownMessages(filePath: string): { where: string; message: Resolved }[] {
  const file = ts.createSourceFile(filePath, readFileSync(filePath, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { where: string; message: Resolved }[] = [];
  const at = (node: ts.Node) =>
    `${path.relative(root, filePath)}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node);
      const index = name === undefined ? undefined : MESSAGE_ARGUMENT[name];
      const argument = index === undefined ? undefined : node.arguments?.[index];
      if (argument) for (const message of resolve(argument, file)) found.push({ where: at(node), message });
    }
    if (ts.isObjectLiteralExpression(node)) {
      const property = (key: string) =>
        node.properties.find(
          (p): p is ts.PropertyAssignment =>
            ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === key,
        );
      const message = property('message');
      if (property('field') && message) {
        for (const resolved of resolve(message.initializer, file))
          found.push({ where: at(node), message: resolved });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('error codes of thrown messages', () => {
  const messages = sourceFiles(root).flatMap(thrownMessages);

  it('finds the messages the server throws (the scan itself works)', () => {
    const texts = messages.flatMap(({ message }) => (message && 'text' in message ? [message.text] : []));
    expect(texts).toContain(contract.ERROR_MESSAGES.tooManyRequests);
    expect(texts).toContain(contract.USER_MESSAGES.phoneTaken);
    expect(texts).toContain(contract.ADMIN_PROGRAM_MESSAGES.structureLocked);
    expect(texts.length).toBeGreaterThan(100);
  });

  it('every message thrown has a code: it is a catalogued message, never a sentence or a template', () => {
    const withoutCode = messages.flatMap(({ where, message }) => {
      if (!message) return [];
      if ('dynamic' in message) return [`${where} builds its message: ${message.dynamic}`];
      return messageCode(message.text) ? [] : [`${where} "${message.text}"`];
    });
    expect(withoutCode, 'add these messages to a catalogue of the contract (docs/errors.md)').toEqual([]);
  });
});
