import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP stand-in for the S3 calls the clip store makes (`@tus/s3-store` and
 * `clip-store-s3.ts`): PutObject, GetObject (with ranges), HeadObject, DeleteObject, DeleteObjects,
 * CreateMultipartUpload, UploadPart, ListParts, CompleteMultipartUpload, AbortMultipartUpload.
 * Path-style addressing (`/bucket/key`), objects in memory, any bucket; a request must carry an
 * `Authorization` header, whose signature is not checked. Anything else is a 501, so a new call
 * the store starts making shows up in the tests.
 */

export interface StoredObject {
  body: Buffer;
  contentType: string;
  metadata: Record<string, string>;
  etag: string;
}

interface MultipartUpload {
  bucket: string;
  key: string;
  metadata: Record<string, string>;
  contentType: string;
  parts: Map<number, { body: Buffer; etag: string }>;
  initiated: Date;
}

export interface S3StandIn {
  /** The endpoint for `S3_ENDPOINT`. */
  url: string;
  /** Objects by `bucket/key`. */
  objects: Map<string, StoredObject>;
  /** Multipart uploads in progress, by upload id. */
  uploads: Map<string, MultipartUpload>;
  /** Every call, by name (`PutObject`, `ListParts`, …), in order. */
  calls: string[];
  /** The keys of a bucket, sorted. */
  keys(bucket: string): string[];
  close(): Promise<void>;
}

const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;
const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const xml = (root: string, inner: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><${root} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${inner}</${root}>`;
const tag = (name: string, value: string | number) => `<${name}>${xmlEscape(String(value))}</${name}>`;
/** The values of every `<name>…</name>` of an XML body (the requests' bodies are this simple). */
const valuesOf = (body: string, name: string) =>
  [...body.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) =>
    m[1]!
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );

function metadataOf(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith('x-amz-meta-') && typeof value === 'string') out[name.slice(11)] = value;
  }
  return out;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

export async function startS3StandIn(): Promise<S3StandIn> {
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, MultipartUpload>();
  const calls: string[] = [];

  const objectOf = (id: string) => {
    const object = objects.get(id);
    if (!object) throw new S3Error(404, 'NoSuchKey');
    return object;
  };
  const uploadOf = (uploadId: string, bucket: string, key: string) => {
    const upload = uploads.get(uploadId);
    if (!upload || upload.bucket !== bucket || upload.key !== key) throw new S3Error(404, 'NoSuchUpload');
    return upload;
  };

  const sendXml = (res: ServerResponse, body: string, status = 200) => {
    res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };

  const objectHeaders = (object: StoredObject) => ({
    'content-type': object.contentType,
    etag: object.etag,
    'last-modified': new Date().toUTCString(),
    'accept-ranges': 'bytes',
    ...Object.fromEntries(Object.entries(object.metadata).map(([k, v]) => [`x-amz-meta-${k}`, v])),
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (!req.headers.authorization) throw new S3Error(403, 'AccessDenied');
    const url = new URL(req.url ?? '/', 'http://s3.local');
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const id = `${bucket}/${key}`;
    const q = url.searchParams;
    const uploadId = q.get('uploadId');
    const method = req.method ?? 'GET';
    const call = (name: string) => calls.push(name);

    if (method === 'POST' && !key && q.has('delete')) {
      call('DeleteObjects');
      const keys = valuesOf((await readBody(req)).toString('utf8'), 'Key');
      for (const k of keys) objects.delete(`${bucket}/${k}`);
      return sendXml(
        res,
        xml('DeleteResult', keys.map((k) => `<Deleted>${tag('Key', k)}</Deleted>`).join('')),
      );
    }
    if (!key) throw new S3Error(501, 'NotImplemented');

    if (method === 'POST' && q.has('uploads')) {
      call('CreateMultipartUpload');
      const newId = randomUUID();
      uploads.set(newId, {
        bucket,
        key,
        metadata: metadataOf(req),
        contentType: req.headers['content-type'] ?? 'application/octet-stream',
        parts: new Map(),
        initiated: new Date(),
      });
      return sendXml(
        res,
        xml(
          'InitiateMultipartUploadResult',
          tag('Bucket', bucket) + tag('Key', key) + tag('UploadId', newId),
        ),
      );
    }
    if (method === 'POST' && uploadId) {
      call('CompleteMultipartUpload');
      const upload = uploadOf(uploadId, bucket, key);
      const numbers = valuesOf((await readBody(req)).toString('utf8'), 'PartNumber').map(Number);
      const parts = numbers.map((n) => upload.parts.get(n));
      if (numbers.length === 0 || parts.some((p) => !p)) throw new S3Error(400, 'InvalidPart');
      const body = Buffer.concat(parts.map((p) => p!.body));
      const etag = etagOf(body);
      objects.set(id, { body, etag, contentType: upload.contentType, metadata: upload.metadata });
      uploads.delete(uploadId);
      return sendXml(
        res,
        xml(
          'CompleteMultipartUploadResult',
          tag('Location', `/${bucket}/${key}`) + tag('Bucket', bucket) + tag('Key', key) + tag('ETag', etag),
        ),
      );
    }
    if (method === 'PUT' && uploadId) {
      call('UploadPart');
      const upload = uploadOf(uploadId, bucket, key);
      const body = await readBody(req);
      const etag = etagOf(body);
      upload.parts.set(Number(q.get('partNumber')), { body, etag });
      res.writeHead(200, { etag, 'content-length': 0 });
      return res.end();
    }
    if (method === 'PUT') {
      if (req.headers['x-amz-copy-source']) throw new S3Error(501, 'NotImplemented');
      call('PutObject');
      const body = await readBody(req);
      const object = {
        body,
        etag: etagOf(body),
        contentType: req.headers['content-type'] ?? 'application/octet-stream',
        metadata: metadataOf(req),
      };
      objects.set(id, object);
      res.writeHead(200, { etag: object.etag, 'content-length': 0 });
      return res.end();
    }
    if (method === 'GET' && uploadId) {
      call('ListParts');
      const upload = uploadOf(uploadId, bucket, key);
      const parts = [...upload.parts.entries()]
        .sort(([a], [b]) => a - b)
        .map(
          ([n, p]) =>
            `<Part>${tag('PartNumber', n)}${tag('ETag', p.etag)}${tag('Size', p.body.length)}${tag('LastModified', upload.initiated.toISOString())}</Part>`,
        );
      return sendXml(
        res,
        xml(
          'ListPartsResult',
          tag('Bucket', bucket) +
            tag('Key', key) +
            tag('UploadId', uploadId) +
            tag('IsTruncated', 'false') +
            parts.join(''),
        ),
      );
    }
    if (method === 'DELETE' && uploadId) {
      call('AbortMultipartUpload');
      uploadOf(uploadId, bucket, key);
      uploads.delete(uploadId);
      res.writeHead(204);
      return res.end();
    }
    if (method === 'DELETE') {
      call('DeleteObject');
      objects.delete(id);
      res.writeHead(204);
      return res.end();
    }
    if (method === 'HEAD') {
      call('HeadObject');
      const object = objects.get(id);
      res.writeHead(
        object ? 200 : 404,
        object ? { ...objectHeaders(object), 'content-length': object.body.length } : {},
      );
      return res.end();
    }
    if (method === 'GET' && !q.has('uploads') && !q.has('list-type')) {
      call('GetObject');
      const object = objectOf(id);
      const size = object.body.length;
      const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
      if (req.headers.range && !range) throw new S3Error(501, 'NotImplemented');
      const start = range ? Number(range[1]) : 0;
      const end = range?.[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (range && start >= size) throw new S3Error(416, 'InvalidRange');
      const headers: Record<string, string | number> = {
        ...objectHeaders(object),
        'content-length': end - start + 1,
      };
      if (range) headers['content-range'] = `bytes ${start}-${end}/${size}`;
      res.writeHead(range ? 206 : 200, headers);
      return res.end(object.body.subarray(start, end + 1));
    }
    throw new S3Error(501, 'NotImplemented');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const status = error instanceof S3Error ? error.status : 500;
      const code = error instanceof S3Error ? error.code : 'InternalError';
      req.resume();
      if (req.method === 'HEAD') {
        res.writeHead(status);
        return res.end();
      }
      sendXml(
        res,
        xml('Error', tag('Code', code) + tag('Message', code)).replace(
          ' xmlns="http://s3.amazonaws.com/doc/2006-03-01/"',
          '',
        ),
        status,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    uploads,
    calls,
    keys: (bucket: string) =>
      [...objects.keys()]
        .filter((k) => k.startsWith(`${bucket}/`))
        .map((k) => k.slice(bucket.length + 1))
        .sort(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
