import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { evaluateText, type Samples } from './sql-text';

export type { Samples };

/** One `query` call of the server's, found in its source. */
export interface SqlStatement {
  /** `server/…/file.ts:line` of the call */
  where: string;
  /** `server/…/file.ts#enclosingFunction`: how the lists of exceptions name a call */
  key: string;
  /**
   * the texts it can send (one per branch of a condition in it), or null when a part of it is
   * known only at run time
   */
  texts: string[] | null;
  /** the parts whose value is not known statically (their source text), when `texts` is null */
  unknownParts: string[];
  /** the texts with a sample value for each unknown part (keyed by its source text), if enough */
  textsWith(samples: Samples): string[] | null;
  /** the declared row's properties; null when the call declares no row type (or an open one) */
  row: RowProperty[] | null;
}

export interface RowProperty {
  name: string;
  /** what kinds of value the declared type accepts (`null`/`undefined` left out) */
  kinds: Set<ValueKind>;
  /** the declared type as written, for messages */
  text: string;
  /** declared optional (`name?:`): a query may leave it out */
  isOptional: boolean;
}

/** The kinds of value a row's property can hold, as the drivers parse columns into them. */
export type ValueKind =
  | 'string'
  | 'number'
  | 'bigint'
  | 'boolean'
  | 'Date'
  | 'bytes'
  | 'object'
  | 'any'
  | `${'string' | 'number' | 'bigint' | 'boolean' | 'Date' | 'object' | 'any'}[]`;

const ROOT = new URL('../../', import.meta.url).pathname;
const QUERYABLE_FILE = join(ROOT, 'server/db/database.ts');

/** The server's own source files: everything under server/ but tests and test support. */
function serverFiles(directory = join(ROOT, 'server')): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : serverFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Every call of `Queryable.query` (server/db/database.ts) in the server, with its SQL text
 * resolved statically where it can be (literals, templates, `prepared(…)`, constants) and its
 * declared row type read by the type checker.
 */
export function findSqlStatements(): SqlStatement[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json not read');
  const program = ts.createProgram(serverFiles(), config.options);
  const checker = program.getTypeChecker();
  const statements: SqlStatement[] = [];
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(join(ROOT, 'server/')) || file.isDeclarationFile) continue;
    const visit = (node: ts.Node): void => {
      if (isQueryCall(node, checker)) statements.push(describeCall(node, file, checker));
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return statements;
}

function isQueryCall(node: ts.Node, checker: ts.TypeChecker): node is ts.CallExpression {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false;
  if (node.expression.name.text !== 'query') return false;
  const declaration = checker.getResolvedSignature(node)?.getDeclaration();
  return declaration?.getSourceFile().fileName === QUERYABLE_FILE;
}

function describeCall(
  call: ts.CallExpression,
  file: ts.SourceFile,
  checker: ts.TypeChecker,
): SqlStatement {
  const path = relative(ROOT, file.fileName);
  const line = file.getLineAndCharacterOfPosition(call.getStart(file)).line + 1;
  const [sqlArgument] = call.arguments;
  const unknownParts: string[] = [];
  const evaluate = (samples: Samples) => {
    const values = sqlArgument
      ? evaluateText(sqlArgument, { checker, samples, unknownParts, bindings: new Map() })
      : undefined;
    return values?.every((value) => typeof value === 'string') ? [...new Set(values)] : null;
  };
  const texts = evaluate({});
  const typeArgument = call.typeArguments?.[0];
  return {
    where: `${path}:${line}`,
    key: `${path}#${enclosingFunctionName(call)}`,
    texts,
    // the innermost parts: those that hold no other unknown part
    unknownParts: texts
      ? []
      : [...new Set(unknownParts)].filter(
          (part) => !unknownParts.some((other) => other !== part && part.includes(other)),
        ),
    textsWith: evaluate,
    row: typeArgument ? rowProperties(checker.getTypeFromTypeNode(typeArgument), checker) : null,
  };
}

function enclosingFunctionName(node: ts.Node): string {
  for (let current = node.parent; current; current = current.parent) {
    if (
      (ts.isFunctionDeclaration(current) || ts.isMethodDeclaration(current)) &&
      current.name &&
      !ts.isComputedPropertyName(current.name)
    )
      return current.name.text;
    if (
      (ts.isVariableDeclaration(current) || ts.isPropertyAssignment(current)) &&
      ts.isIdentifier(current.name)
    )
      return current.name.text;
  }
  return '(module)';
}

/** The properties of a declared row type; null when it names none (a record, a type parameter). */
function rowProperties(type: ts.Type, checker: ts.TypeChecker): RowProperty[] | null {
  if (type.flags & (ts.TypeFlags.TypeParameter | ts.TypeFlags.Any | ts.TypeFlags.Unknown))
    return null;
  if (checker.getIndexInfosOfType(type).length > 0) return null;
  // an intersection with a type parameter (a caller's columns) is checked where it is known
  if (type.isIntersection() && type.types.some((part) => part.flags & ts.TypeFlags.TypeParameter))
    return null;
  return checker.getPropertiesOfType(type).map((property) => {
    const propertyType = checker.getTypeOfSymbol(property);
    return {
      name: property.name,
      kinds: valueKinds(propertyType, checker),
      text: checker.typeToString(propertyType),
      isOptional: (property.flags & ts.SymbolFlags.Optional) !== 0,
    };
  });
}

function valueKinds(type: ts.Type, checker: ts.TypeChecker): Set<ValueKind> {
  const kinds = new Set<ValueKind>();
  const parts = type.isUnion() ? type.types : [type];
  for (const part of parts) {
    const flags = part.flags;
    if (flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void)) continue;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) kinds.add('any');
    else if (flags & ts.TypeFlags.StringLike) kinds.add('string');
    else if (flags & ts.TypeFlags.NumberLike) kinds.add('number');
    else if (flags & ts.TypeFlags.BigIntLike) kinds.add('bigint');
    else if (flags & ts.TypeFlags.BooleanLike) kinds.add('boolean');
    else if (checker.isArrayType(part) || checker.isTupleType(part)) {
      const element = checker.getTypeArguments(part as ts.TypeReference)[0];
      for (const kind of element ? valueKinds(element, checker) : ['any'])
        if (!kind.endsWith('[]') && kind !== 'bytes') kinds.add(`${kind}[]` as ValueKind);
    } else {
      const name = part.getSymbol()?.name;
      kinds.add(
        name === 'Date' ? 'Date' : name === 'Uint8Array' || name === 'Buffer' ? 'bytes' : 'object',
      );
    }
  }
  return kinds;
}
