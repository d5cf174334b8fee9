import { API, type CreatePieceBody, type Piece, type PieceCondition, type UpdatePieceBody } from '@atelier/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, callFile } from '@/lib/api-client';
import { pagedListOptions, type PageRequest } from '@/lib/query/paged-list';
import { createResource } from '@/lib/query/resource';
import { resourceKey, routeKey } from '@/lib/query/route-keys';
import { resourceToasts } from '@/lib/success-messages';

const routes = API.pieces;
type PieceFilters = { search?: string; styleId?: string; condition?: PieceCondition };

/** GET /pieces, a page at a time (decision 069). */
const piecePages = {
  route: routes.list,
  fetchPage: async (query: PageRequest<PieceFilters>) => {
    const { pieces, nextCursor } = await call(routes.list, { query });
    return { items: pieces, nextCursor: nextCursor ?? null };
  },
};

/** The one factory of the list's options (decision 120). */
const piecesQueryOptions = (filters?: PieceFilters) => pagedListOptions(piecePages, filters);

const pieces = createResource<Piece, CreatePieceBody, UpdatePieceBody, true, PieceFilters>({
  listRoute: routes.list,
  listOptions: piecesQueryOptions,
  api: {
    create: async (body: CreatePieceBody) => (await call(routes.create, { body })).piece,
    update: async (id: string, body: UpdatePieceBody) => (await call(routes.update, { params: { id }, body })).piece,
    remove: async (id: string) => (await call(routes.remove, { params: { id } })).deleted,
  },
  // A style's stock in the catalogue counts its pieces; the scan screen's piece reads again after a change.
  affects: {
    create: [resourceKey('designerStyles')],
    update: [resourceKey('designerStyles'), routeKey(routes.byCode)],
    remove: [resourceKey('designerStyles')],
  },
  messages: resourceToasts(routes),
});

export const usePieces = pieces.useList;
export const useCreatePiece = pieces.useCreate;
export const useUpdatePiece = pieces.useUpdate;
export const useDeletePiece = pieces.useRemove;

/** GET /pieces/by-code/:code: the one factory of its options (decision 120). */
export const pieceByCodeOptions = (code: string) =>
  queryOptions({
    queryKey: routeKey(routes.byCode, { params: { code } }),
    queryFn: async ({ signal }) => (await call(routes.byCode, { params: { code } }, { signal })).piece,
  });

/** The piece of a code scanned or typed (S-0042); nothing is asked until there is one. A miss is told on the screen. */
export function usePieceByCode(code: string | null) {
  return useQuery({ ...pieceByCodeOptions(code ?? ''), enabled: code !== null, retry: false, meta: { inlineErrorCodes: ['NOT_FOUND'] } });
}

/** A piece's tag as a PDF, fetched with the token in a header (decision 031). */
export const pieceTagPdf = (id: string, format: 'receipt' | 'a4') => callFile(routes.tag, { params: { id }, query: { format } });
