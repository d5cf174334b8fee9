import { routePath, type RouteData, type RouteDeclaration, type SuccessEnvelope } from '@atelier/shared';
import { ApiError, apiErrorFrom, reportUnauthorized, requestTarget, type RequestOptions } from './api-client';

export type UploadRequest = {
  params?: Record<string, string>;
  query?: RequestOptions['query'];
  /** The multipart field that carries the file. */
  field: string;
  file: Blob & { name?: string };
  /** The share of the body sent so far, 0 to 1 (decision 081). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const aborted = () => new DOMException('The upload was stopped', 'AbortError');

/**
 * Sends one file to a declared multipart route with XMLHttpRequest, the only browser API that
 * reports how much of a request body has gone (fetch cannot, decision 081). Everything else is
 * the api-client's: the URL, the bearer token, the ApiError of a refusal and the end of the
 * session on a 401. Answers the route's data.
 */
export function uploadWithProgress<R extends RouteDeclaration>(route: R, request: UploadRequest): Promise<RouteData<R>> {
  const { url, token } = requestTarget(routePath(route.path, request.params), request.query);
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((body as SuccessEnvelope<RouteData<R>>).data);
        return;
      }
      const error = apiErrorFrom(xhr.status, xhr.statusText, body);
      reportUnauthorized(error, token);
      reject(error);
    };
    xhr.onerror = () => reject(new ApiError({ statusCode: 0, code: 'NETWORK_ERROR', message: 'Network Error', isNetworkError: true }));
    xhr.onabort = () => reject(aborted());
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(request.field, request.file, request.file.name ?? request.field);
    xhr.send(form);
  });
}
