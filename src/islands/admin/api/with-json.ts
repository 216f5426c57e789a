/**
 * The API's routes read their JSON bodies themselves (readJson, for its error shape), so hc's types
 * know a route's params but not its body. This adds the body to typed params without losing them.
 */
export function withJson<A extends object>(args: A, json: unknown): A {
  return { ...args, json } as A;
}
