import ts from 'typescript';

// The text of a statement, evaluated from the source before the program runs
// (docs/database.md, How the check works).

/** Values for parts of a statement known only at run time, keyed by their source text. */
export type Samples = Record<string, string | number>;

/** A value the evaluation knows: a text, a number, or an array of them (a list of columns). */
export type Value = string | number | readonly Value[];

export interface Evaluation {
  checker: ts.TypeChecker;
  samples: Samples;
  unknownParts: string[];
  /** the values bound to the parameters of the functions being evaluated */
  bindings: Map<ts.Symbol, Value>;
}

/** Statements whose texts differ by a condition are checked in each variant, up to this many. */
const MAX_VARIANTS = 16;

/**
 * The values an expression can take, known before the program runs: literals, templates and
 * `+` of known parts, both branches of a condition, constants (followed to their declaration, in
 * any file), calls of functions that return one expression, `map`/`join` of known arrays, and
 * literal types (a parameter typed `'a' | 'b'`). A part not known is looked up in `samples` by its
 * source text, else recorded in `unknownParts` and the whole is unknown (undefined).
 */
export function evaluateText(node: ts.Expression, evaluation: Evaluation): Value[] | undefined {
  const { checker } = evaluation;
  const recurse = (expression: ts.Expression) => evaluateText(expression, evaluation);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isNumericLiteral(node)) return [Number(node.text)];
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isNonNullExpression(node)
  )
    return recurse(node.expression);
  if (ts.isTemplateExpression(node)) {
    let texts: Value[] | undefined = [node.head.text];
    for (const span of node.templateSpans) {
      const values = recurse(span.expression);
      texts = texts && values && combine(texts, values, (text, value) => text + String(value));
      texts = texts?.map((text) => text + span.literal.text);
    }
    return texts;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = recurse(node.left);
    const right = recurse(node.right);
    return (
      left &&
      right &&
      combine(left, right, (a, b) =>
        typeof a === 'number' && typeof b === 'number' ? a + b : `${String(a)}${String(b)}`,
      )
    );
  }
  if (ts.isConditionalExpression(node)) {
    const whenTrue = recurse(node.whenTrue);
    const whenFalse = recurse(node.whenFalse);
    return whenTrue && whenFalse && [...whenTrue, ...whenFalse].slice(0, MAX_VARIANTS);
  }
  const source = node.getText();
  // a sample for every call of a function is keyed `name(…)`
  const sample =
    evaluation.samples[source] ??
    (ts.isCallExpression(node) ? evaluation.samples[`${node.expression.getText()}(…)`] : undefined);
  if (sample !== undefined) return [sample];
  if (ts.isArrayLiteralExpression(node)) {
    const elements = node.elements.map((element) => recurse(element)?.[0]);
    return elements.every((element) => element !== undefined) ? [elements] : undefined;
  }
  if (ts.isIdentifier(node)) {
    const symbol = resolvedSymbol(node, checker);
    const bound = symbol && evaluation.bindings.get(symbol);
    if (bound !== undefined) return [bound];
    const initializer = constantInitializer(symbol);
    if (
      initializer &&
      !(ts.isArrayLiteralExpression(initializer) && isGrown(node.text, initializer))
    )
      return recurse(initializer);
  }
  if (ts.isCallExpression(node)) {
    const called = evaluateCall(node, evaluation);
    if (called) return called;
  }
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
    const object = constantInitializer(resolvedSymbol(node.expression, checker));
    const property =
      object && ts.isObjectLiteralExpression(object)
        ? object.properties.find(
            (candidate): candidate is ts.PropertyAssignment =>
              ts.isPropertyAssignment(candidate) && candidate.name.getText() === node.name.text,
          )
        : undefined;
    if (property) return recurse(property.initializer);
  }
  const literals = literalValues(checker.getTypeAtLocation(node));
  if (literals) return literals;
  evaluation.unknownParts.push(source);
  return undefined;
}

/** `prepared(…)`, a call of a function that returns one expression, `map` and `join`. */
function evaluateCall(node: ts.CallExpression, evaluation: Evaluation): Value[] | undefined {
  const recurse = (expression: ts.Expression) => evaluateText(expression, evaluation);
  const callee = node.expression;
  if (ts.isPropertyAccessExpression(callee)) {
    const method = callee.name.text;
    if (method !== 'join' && method !== 'map') return undefined;
    const receivers = recurse(callee.expression);
    const [argument] = node.arguments;
    if (!receivers || !argument) return undefined;
    if (method === 'join') {
      const separators = recurse(argument);
      return (
        separators &&
        combine(receivers, separators, (array, separator) =>
          Array.isArray(array) ? array.join(String(separator)) : String(array),
        )
      );
    }
    const mapped = receivers.map((array) =>
      Array.isArray(array)
        ? array.map((element) => callFunction(argument, [element], evaluation)?.[0])
        : undefined,
    );
    return mapped.every((array) => array?.every((element) => element !== undefined))
      ? (mapped as Value[])
      : undefined;
  }
  if (ts.isIdentifier(callee) && callee.text === 'prepared' && node.arguments[0])
    return recurse(node.arguments[0]);
  // a call is evaluated for each combination of its arguments' variants
  let argumentLists: Value[][] = [[]];
  for (const argument of node.arguments) {
    const values = recurse(argument);
    if (!values) return undefined;
    argumentLists = argumentLists
      .flatMap((list) => values.map((value) => [...list, value]))
      .slice(0, MAX_VARIANTS);
  }
  const results = argumentLists.map((list) => callFunction(callee, list, evaluation));
  return results.every((result) => result !== undefined)
    ? [...new Set(results.flat())].slice(0, MAX_VARIANTS)
    : undefined;
}

/** The value of the function `callee` names (or is) called with `args`, if it returns one expression. */
function callFunction(
  callee: ts.Expression,
  args: Value[],
  evaluation: Evaluation,
): Value[] | undefined {
  let target: ts.Node | null | undefined = callee;
  if (ts.isIdentifier(callee)) {
    const symbol = resolvedSymbol(callee, evaluation.checker);
    target = constantInitializer(symbol) ?? symbol?.valueDeclaration;
  }
  if (
    !target ||
    !(
      ts.isArrowFunction(target) ||
      ts.isFunctionDeclaration(target) ||
      ts.isFunctionExpression(target)
    )
  )
    return undefined;
  const body = target.body && returnedExpression(target.body);
  if (!body) return undefined;
  const bindings = new Map(evaluation.bindings);
  target.parameters.forEach((parameter, index) => {
    const symbol = evaluation.checker.getSymbolAtLocation(parameter.name);
    const value = args[index];
    if (symbol && value !== undefined) bindings.set(symbol, value);
  });
  return evaluateText(body, { ...evaluation, bindings });
}

/** What a function returns when its body is one expression, or constants and a return. */
function returnedExpression(body: ts.ConciseBody): ts.Expression | undefined {
  if (!ts.isBlock(body)) return body;
  const last = body.statements.at(-1);
  const isConstant = (statement: ts.Statement) =>
    ts.isVariableStatement(statement) &&
    (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
  return last && ts.isReturnStatement(last) && body.statements.slice(0, -1).every(isConstant)
    ? last.expression
    : undefined;
}

/** Whether the array a constant holds gets elements after its declaration (`conditions.push`). */
function isGrown(name: string, initializer: ts.ArrayLiteralExpression): boolean {
  let scope: ts.Node = initializer;
  while (scope.parent && !ts.isBlock(scope) && !ts.isSourceFile(scope)) scope = scope.parent;
  return new RegExp(`\\b${name}\\.(push|unshift|splice)\\(`).test(scope.getText());
}

function combine(left: Value[], right: Value[], join: (a: Value, b: Value) => Value): Value[] {
  return left.flatMap((a) => right.map((b) => join(a, b))).slice(0, MAX_VARIANTS);
}

/** The values of a literal type or a union of literals (`'share' | 'update'`). */
function literalValues(type: ts.Type): Value[] | undefined {
  const parts = type.isUnion() ? type.types : [type];
  const values = parts.map((part) =>
    part.isStringLiteral() || part.isNumberLiteral() ? part.value : undefined,
  );
  return values.every((value) => value !== undefined) ? values.slice(0, MAX_VARIANTS) : undefined;
}

function resolvedSymbol(node: ts.Identifier, checker: ts.TypeChecker): ts.Symbol | undefined {
  const symbol = checker.getSymbolAtLocation(node);
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The initializer of the `const` a symbol names, wherever it is declared. */
function constantInitializer(symbol: ts.Symbol | undefined): ts.Expression | null {
  const declaration = symbol?.valueDeclaration;
  if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer)
    return null;
  const list = declaration.parent;
  const isConst = ts.isVariableDeclarationList(list) && (list.flags & ts.NodeFlags.Const) !== 0;
  return isConst ? declaration.initializer : null;
}
