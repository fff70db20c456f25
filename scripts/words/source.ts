import ts from "typescript";

/** One text of a words file: its dotted key, its value, and where its string literal sits in the file. */
export interface Text {
  key: string;
  value: string;
  /** Offsets of the string literal, quotes included. */
  start: number;
  end: number;
  /** End of the property (`"key": "text"`), where a following property is inserted. */
  propertyEnd: number;
  /** The key of the object that holds it ("" for the top level). */
  parent: string;
  /** Whether the property's name is written in quotes. */
  quotedName: boolean;
}

/** A words file as read: every text in file order, and the objects that hold them. */
export interface WordsSource {
  text: string;
  texts: Map<string, Text>;
  /** Offset just after the `{` of each object, by its key ("" for the top level). */
  objects: Map<string, number>;
}

type Wrapped = ts.SatisfiesExpression | ts.AsExpression | ts.ParenthesizedExpression | ts.TypeAssertion;

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isSatisfiesExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isParenthesizedExpression(current) ||
    ts.isTypeAssertionExpression(current)
  ) {
    current = (current as Wrapped).expression;
  }
  return current;
}

function nameOf(name: ts.PropertyName, file: string): string {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  throw new Error(`${file}: a words key must be a plain name or a string, not ${name.getText()}`);
}

/** The object a module exports: its default export, or else its one exported constant. */
export function exportedObject(source: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) {
      const value = unwrap(statement.expression);
      if (ts.isObjectLiteralExpression(value)) return value;
    }
  }
  for (const statement of source.statements) {
    const exported = ts.isVariableStatement(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer && unwrap(declaration.initializer);
      if (value && ts.isObjectLiteralExpression(value)) return value;
    }
  }
  return undefined;
}

export function parseModule(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/**
 * Reads a words file with the TypeScript parser, without running it: the object it exports, flat
 * (`"hero.lead": "…"`) or nested (`hero: { lead: "…" }`), each string literal or template literal
 * without substitutions under its dotted key.
 */
export function readWords(file: string, text: string): WordsSource {
  const source = parseModule(file, text);
  const root = exportedObject(source);
  if (!root) throw new Error(`${file}: no exported object of words`);
  const texts = new Map<string, Text>();
  const objects = new Map<string, number>();

  const visit = (object: ts.ObjectLiteralExpression, prefix: string) => {
    objects.set(prefix, object.getStart(source) + 1);
    for (const property of object.properties) {
      if (!ts.isPropertyAssignment(property)) {
        throw new Error(`${file}: only "key": "text" properties belong in a words file (${property.getText(source).slice(0, 60)})`);
      }
      const key = prefix ? `${prefix}.${nameOf(property.name, file)}` : nameOf(property.name, file);
      const value = unwrap(property.initializer);
      if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) {
        if (texts.has(key)) throw new Error(`${file}: "${key}" is written twice`);
        texts.set(key, {
          key,
          value: value.text,
          start: value.getStart(source),
          end: value.end,
          propertyEnd: property.end,
          parent: prefix,
          quotedName: ts.isStringLiteral(property.name),
        });
      } else if (ts.isObjectLiteralExpression(value)) {
        visit(value, key);
      } else {
        throw new Error(`${file}: "${key}" is not a text`);
      }
    }
  };
  visit(root, "");
  return { text, texts, objects };
}

/** Spaces and marks an editor cannot see, written as escapes as the words files write them (\u00a0). */
const INVISIBLE = new Set([0x00a0, 0x00ad, 0x2007, 0x2009, 0x200b, 0x200c, 0x200d, 0x2028, 0x2029, 0x202f, 0x2060, 0xfeff]);

/**
 * A string literal as Prettier prints it: in double quotes unless the text holds more double
 * quotes than single ones, with only the escapes a literal needs.
 */
export function stringLiteral(value: string): string {
  const doubles = value.split('"').length - 1;
  const singles = value.split("'").length - 1;
  const quote = doubles > singles ? "'" : '"';
  const body = [...value]
    .map((char) => {
      if (char === "\\") return "\\\\";
      if (char === quote) return `\\${quote}`;
      if (char === "\n") return "\\n";
      if (char === "\r") return "\\r";
      if (char === "\t") return "\\t";
      const code = char.codePointAt(0)!;
      if (code < 0x20 || INVISIBLE.has(code)) return `\\u${code.toString(16).padStart(4, "0")}`;
      return char;
    })
    .join("");
  return `${quote}${body}${quote}`;
}

/** A property name as the file writes its neighbours' names. */
export function propertyName(name: string, quoted: boolean): string {
  return quoted || !/^[A-Za-z_$][\w$]*$/.test(name) ? stringLiteral(name) : name;
}
