import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import type { HttpResponse } from './http.js';

type Doc = { paths: Record<string, Record<string, any>>; components: Record<string, any> };

const DOC_ID = 'https://convene.test/openapi.json';

/**
 * Checks real responses against the OpenAPI document: the status is documented for the operation, the headers it
 * documents are present, and the JSON body matches the schema (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses).
 */
export class OpenApiValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly routes: Array<{ template: string; regex: RegExp; item: Record<string, any> }>;
  /** Every problem found so far, one line each. */
  readonly problems: string[] = [];
  /** How many responses were checked, by `METHOD template status`. */
  readonly seen = new Map<string, number>();

  constructor(readonly doc: Doc) {
    (addFormats as unknown as (ajv: Ajv2020) => void)(this.ajv);
    this.ajv.addSchema({ $id: DOC_ID, components: doc.components });
    this.routes = Object.entries(doc.paths)
      .map(([template, item]) => ({
        template,
        item,
        regex: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      }))
      // Literal segments win over parameters (`/users/me` before `/users/{id}`).
      .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  }

  private schema(key: string, schema: unknown): ValidateFunction {
    let fn = this.compiled.get(key);
    if (!fn) {
      const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${DOC_ID}#/components/`));
      fn = this.ajv.compile(rewritten);
      this.compiled.set(key, fn);
    }
    return fn;
  }

  /** The `code` enum of an error body schema (inline or a `#/components/schemas/…` reference); undefined for other bodies. */
  declaredCodes(schema: unknown): string[] | undefined {
    let node = schema as Record<string, any> | undefined;
    const ref = node?.$ref as string | undefined;
    if (ref?.startsWith('#/components/schemas/')) node = this.doc.components.schemas?.[ref.slice('#/components/schemas/'.length)];
    const code = node?.properties?.errors?.items?.properties?.code;
    return Array.isArray(code?.enum) ? (code.enum as string[]) : undefined;
  }

  /** Checks one response; returns its problems (also kept in `problems`). */
  check(method: string, pathWithQuery: string, res: HttpResponse): string[] {
    const path = pathWithQuery.split('?')[0]!;
    const found = this.routes.find((r) => r.regex.test(path) && r.item[method.toLowerCase()]);
    const label = `${method} ${found?.template ?? path} ${res.status}`;
    const out: string[] = [];
    if (!found) {
      // Paths the document does not describe (health probes, docs assets, metrics, unknown addresses).
      return out;
    }
    this.seen.set(label, (this.seen.get(label) ?? 0) + 1);
    const operation = found.item[method.toLowerCase()];
    const response = operation.responses?.[String(res.status)] ?? operation.responses?.default;
    if (!response) {
      out.push(`${label}: status not documented (documented: ${Object.keys(operation.responses ?? {}).join(', ')})`);
    } else {
      for (const header of Object.keys(response.headers ?? {})) {
        if (!res.headers.has(header)) out.push(`${label}: documented header ${header} is missing`);
      }
      const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
      const content = response.content as Record<string, { schema?: unknown }> | undefined;
      if (res.text !== '' && content) {
        const media = content[type];
        if (!media) out.push(`${label}: content type ${type} not documented (${Object.keys(content).join(', ')})`);
        else if (media.schema && type.includes('json')) {
          const validate = this.schema(`${label} ${type}`, media.schema);
          if (!validate(res.body)) out.push(`${label}: body does not match: ${this.ajv.errorsText(validate.errors, { separator: '; ' })}`);
          // An error body's code must be one the operation declares for this status (not merely a catalogued one).
          const declared = this.declaredCodes(media.schema);
          for (const code of errorCodesOf(res.body)) {
            if (declared && !declared.includes(code)) out.push(`${label}: error code ${code} is not declared by the operation for this status (declared: ${declared.join(', ')})`);
          }
        }
      } else if (res.text !== '' && !content && res.status !== 304) {
        out.push(`${label}: a body was sent but none is documented`);
      }
    }
    this.problems.push(...out);
    return out;
  }
}

function errorCodesOf(body: unknown): string[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.map((e) => (e as { code?: unknown })?.code).filter((c): c is string => typeof c === 'string');
}
