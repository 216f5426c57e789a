/**
 * /api/docs: the OpenAPI document as one readable HTML page, rendered on the server from the document
 * itself (so the two cannot disagree), with no script at all and one inline stylesheet allowed by its
 * hash. Every text is escaped.
 */
type Json = Record<string, unknown>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Text with `code` spans and blank-line paragraphs, escaped. */
function prose(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');
}

const SAFE_INT = 9007199254740991;

/** A short type label for a JSON Schema: 'integer 1–12', 'string (date-time) or null', 'array of Event'. */
export function typeLabel(schema: Json): string {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
  }
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeLabel).join(' or ');
  // A nullable scalar: { type: ['string', 'null'] }.
  if (Array.isArray(schema.type)) return (schema.type as unknown[]).map((type) => typeLabel({ ...schema, type })).join(' or ');
  if (Array.isArray(schema.enum))
    return `one of ${(schema.enum as unknown[]).map((v) => `<code>${escapeHtml(JSON.stringify(v))}</code>`).join(', ')}`;
  if ('const' in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  switch (schema.type) {
    case 'array':
      return `array of ${typeLabel((schema.items ?? {}) as Json)}`;
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' && schema.minimum > -SAFE_INT ? schema.minimum : null;
      const max = typeof schema.maximum === 'number' && schema.maximum < SAFE_INT ? schema.maximum : null;
      return `${schema.type}${min !== null && max !== null ? ` ${min}–${max}` : min !== null ? ` ≥ ${min}` : max !== null ? ` ≤ ${max}` : ''}`;
    }
    case 'string':
      return typeof schema.format === 'string' ? `string (${escapeHtml(schema.format)})` : 'string';
    case 'object':
      return typeof schema.additionalProperties === 'object' && !schema.properties
        ? `object of ${typeLabel(schema.additionalProperties as Json)}`
        : 'object';
    case 'null':
      return 'null';
    case 'boolean':
      return 'boolean';
    default:
      return 'any';
  }
}

/** One row per field, nested objects as dotted names ('hijri.day'). */
function fieldRows(schema: Json, prefix = ''): string {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties)
    .map(([name, field]) => {
      const row =
        `<tr><td><code>${escapeHtml(prefix + name)}</code>${required.has(name) ? '' : ' <span class="optional">optional</span>'}</td>` +
        `<td>${typeLabel(field)}</td><td>${typeof field.description === 'string' ? escapeHtml(field.description) : ''}</td></tr>`;
      return field.type === 'object' && field.properties ? row + fieldRows(field, `${prefix}${name}.`) : row;
    })
    .join('');
}

function fieldTable(schema: Json): string {
  if (schema.type === 'array') return `<p>An array of ${typeLabel((schema.items ?? {}) as Json)}.</p>`;
  return `<table><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Meaning</th></tr></thead><tbody>${fieldRows(schema)}</tbody></table>`;
}

function parameterTable(parameters: Json[]): string {
  if (parameters.length === 0) return '<p>None.</p>';
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(String(p.name))}</code>${p.required ? '' : ' <span class="optional">optional</span>'}</td>` +
        `<td>${escapeHtml(String(p.in))}</td><td>${typeLabel((p.schema ?? {}) as Json)}</td>` +
        `<td>${typeof p.description === 'string' ? escapeHtml(p.description) : ''}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Meaning</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function answers(responses: Record<string, Json>): string {
  const items = Object.entries(responses).map(([status, response]) => {
    const content = (response.content ?? {}) as Record<string, { schema?: Json }>;
    const types = Object.entries(content)
      .map(
        ([type, media]) =>
          `<code>${escapeHtml(type)}</code>${media.schema?.$ref ? `: ${typeLabel(media.schema)}` : ''}`,
      )
      .join(', ');
    return `<dt>${escapeHtml(status)}</dt><dd>${escapeHtml(String(response.description ?? ''))}${types ? ` (${types})` : ''}</dd>`;
  });
  return `<dl class="answers">${items.join('')}</dl>`;
}

function example(server: string, path: string, parameters: Json[], method = 'get'): string {
  const concrete = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'year' ? String(new Date().getUTCFullYear()) : '1',
  );
  const query = parameters.some((p) => p.name === 'prayers') ? '?prayers=fajr,isha' : '';
  const verb = method === 'get' ? '' : `-X ${method.toUpperCase()} ${method === 'delete' ? '' : "-H 'content-type: application/json' -d '{…}' "}`;
  return `<pre><code>curl ${escapeHtml(`${verb}${server}${concrete}${query}`)}</code></pre>`;
}

export const DOCS_STYLE = `
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#fff}
main{max-width:60rem;margin:0 auto;padding:2rem 1.25rem 4rem}
h1{font-size:2rem;margin:0 0 .5rem}h2{margin-top:2.5rem;border-bottom:2px solid #d5f2e7;padding-bottom:.25rem}
h3{margin:2rem 0 .25rem;font-size:1.15rem}h4{margin:1rem 0 .25rem;font-size:1rem}
a{color:#135f52}code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em}
pre{background:#f1f5f9;padding:.75rem;border-radius:.5rem;overflow-wrap:anywhere;white-space:pre-wrap}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{text-align:left;vertical-align:top;border-bottom:1px solid #e2e8f0;padding:.4rem .5rem}
th{background:#effaf6}.method{display:inline-block;background:#135f52;color:#fff;border-radius:.25rem;padding:0 .4rem;margin-right:.4rem}
.optional{color:#475569;font-size:.85em}.answers dt{font-weight:700;float:left;clear:left;width:3.5rem}.answers dd{margin:0 0 .25rem 3.5rem}
nav ul{columns:2;padding-left:1.25rem}`;

/** The whole page for `document` (an OpenAPI 3.1 document as buildOpenApiDocument writes it). */
export function renderDocsPage(document: Json, publicUrls: ReadonlyArray<{ path: string; text: string }>): string {
  const info = document.info as Json;
  const server = ((document.servers as Json[] | undefined)?.[0]?.url as string | undefined) ?? '';
  const paths = document.paths as Record<string, Record<string, Json>>;
  const tags = (document.tags as Json[]).map((t) => String(t.name));
  const operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const schemas = ((document.components as Json).schemas ?? {}) as Record<string, Json>;

  const toc = operations
    .map(
      ({ path, op }) =>
        `<li><a href="#${escapeHtml(String(op.operationId))}">${escapeHtml(String(op.summary))}</a> <code>${escapeHtml(path)}</code></li>`,
    )
    .join('');
  const sections = tags
    .map((tag) => {
      const ops = operations.filter(({ op }) => (op.tags as string[]).includes(tag));
      if (ops.length === 0) return '';
      const articles = ops
        .map(({ path, method, op }) => {
          const parameters = (op.parameters ?? []) as Json[];
          return (
            `<article id="${escapeHtml(String(op.operationId))}"><h3><span class="method">${escapeHtml(method.toUpperCase())}</span><code>${escapeHtml(path)}</code></h3>` +
            `<p><strong>${escapeHtml(String(op.summary))}</strong></p>${prose(String(op.description ?? ''))}` +
            `<h4>Parameters</h4>${parameterTable(parameters)}<h4>Answers</h4>${answers(op.responses as Record<string, Json>)}` +
            `<h4>Example</h4>${example(server, path, parameters, method)}</article>`
          );
        })
        .join('');
      return `<section aria-labelledby="tag-${escapeHtml(tag.replace(/\W+/g, '-'))}"><h2 id="tag-${escapeHtml(tag.replace(/\W+/g, '-'))}">${escapeHtml(tag)}</h2>${articles}</section>`;
    })
    .join('');
  const schemaSections = Object.entries(schemas)
    .map(
      ([name, schema]) =>
        `<section id="schema-${escapeHtml(name)}" aria-labelledby="schema-${escapeHtml(name)}-title"><h3 id="schema-${escapeHtml(name)}-title">${escapeHtml(name)}</h3>` +
        `${typeof schema.description === 'string' ? `<p>${escapeHtml(schema.description)}</p>` : ''}${fieldTable(schema)}</section>`,
    )
    .join('');
  const urls = publicUrls
    .map(
      (u) => `<li><a href="${escapeHtml(u.path)}"><code>${escapeHtml(u.path)}</code></a>: ${escapeHtml(u.text)}</li>`,
    )
    .join('');

  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(String(info.title))}</title><meta name="description" content="Reference of the public API: prayer times, announcements, events and calendar feeds."><style>${DOCS_STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(String(info.title))}</h1>${prose(String(info.description ?? ''))}` +
    `<p>Machine-readable: <a href="/api/openapi.json"><code>/api/openapi.json</code></a> (OpenAPI ${escapeHtml(String(document.openapi))}). Base URL: <code>${escapeHtml(server)}</code>.</p>` +
    `<h2>Public addresses</h2><ul>${urls}</ul>` +
    `<nav aria-labelledby="toc"><h2 id="toc">Endpoints</h2><ul>${toc}</ul></nav>${sections}` +
    `<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>${schemaSections}</section></main></body></html>`
  );
}
