import * as fs from "node:fs"
import * as path from "node:path"
import ts from "typescript"
import { root } from "./sources.ts"

/** A function longer than the limit: where it starts, its name as the code reads it, its length in lines. */
export interface LongFunction {
  readonly file: string
  readonly line: number
  readonly name: string
  readonly lines: number
}

const nameOf = (node: ts.Node): string => {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name !== undefined) {
    return node.name.getText()
  }
  let parent: ts.Node | undefined = node.parent
  while (parent !== undefined) {
    if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
      return parent.name.getText()
    }
    if (ts.isCallExpression(parent)) {
      const callee = parent.expression.getText()
      if (!callee.startsWith("Effect.")) return `(argument of ${callee})`
    }
    parent = parent.parent
  }
  return "(anonymous)"
}

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node)

/**
 * The functions of `file` (relative to the root) whose own lines exceed `linesMax`. A function's own lines are its
 * lines less those of the functions written inside it: a service's `make` that returns ten short methods is as long
 * as its own wiring, and each method is measured on its own.
 */
export const longFunctions = (file: string, linesMax: number): ReadonlyArray<LongFunction> => {
  const text = fs.readFileSync(path.join(root, file), "utf8")
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line
  const spanOf = (node: ts.Node) => lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1
  const found: Array<LongFunction> = []
  /** The lines taken by the outermost functions inside `node`. */
  const innerLines = (node: ts.Node): number => {
    let lines = 0
    ts.forEachChild(node, function walk(child): void {
      if (isFunction(child)) lines += spanOf(child)
      else ts.forEachChild(child, walk)
    })
    return lines
  }
  const visit = (node: ts.Node) => {
    if (isFunction(node)) {
      const own = spanOf(node) - innerLines(node)
      if (own > linesMax) found.push({ file, line: lineOf(node.getStart(source)) + 1, name: nameOf(node), lines: own })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}
