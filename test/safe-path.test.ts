import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { openMediaFile, resolveMediaPath } from '../src/media/safe-path.ts';

const FOLDER = 'videos/branded';
let base: string;
let root: string;

before(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'exref-safe-path-'));
  root = path.join(base, 'media');
  await mkdir(path.join(root, FOLDER), { recursive: true });
  await mkdir(path.join(root, 'demo'), { recursive: true });
  await mkdir(path.join(root, FOLDER, 'subdir'));
  await writeFile(path.join(base, 'secret.txt'), 'outside the media root');
  await writeFile(path.join(root, 'demo', 'real.mp4'), 'demo video bytes');
  await writeFile(path.join(root, FOLDER, 'ok.mp4'), 'video bytes');
  await writeFile(path.join(root, FOLDER, 'with space.mp4'), 'spaced');
  await writeFile(path.join(root, FOLDER, '100%.mp4'), 'percent');
  await symlink(path.join(base, 'secret.txt'), path.join(root, FOLDER, 'escape.mp4'));
  await symlink('../../../secret.txt', path.join(root, FOLDER, 'relative-escape.mp4'));
  await symlink('/etc/passwd', path.join(root, FOLDER, 'passwd.mp4'));
  await symlink(path.join(root, 'demo', 'real.mp4'), path.join(root, FOLDER, 'linked.mp4'));
  await symlink(base, path.join(root, FOLDER, 'outside-dir'));
  await symlink('loop-b.mp4', path.join(root, FOLDER, 'loop-a.mp4'));
  await symlink('loop-a.mp4', path.join(root, FOLDER, 'loop-b.mp4'));
});
after(() => rm(base, { recursive: true, force: true }));

/** What a request for `raw` under `mediaRoot` ends with: a refusal status, or the bytes it would be served. */
async function attempt(raw: string, mediaRoot = root): Promise<number | string> {
  const resolved = resolveMediaPath(mediaRoot, FOLDER, raw);
  if (!resolved.ok) return resolved.status;
  const opened = await openMediaFile(mediaRoot, resolved.path);
  if (!opened.ok) return opened.status;
  const buf = Buffer.alloc(opened.file.size);
  await opened.file.handle.read(buf, 0, buf.length, 0);
  await opened.file.handle.close();
  return buf.toString();
}

describe('resolveMediaPath and openMediaFile', () => {
  const traversal: [string, 403 | 404][] = [
    ['..%2f..%2fetc%2fpasswd', 403],
    ['..%2F..%2F..%2Fsecret.txt', 403],
    ['%2e%2e%2f%2e%2e%2fsecret.txt', 403],
    ['%2e%2e', 403],
    ['%2E%2E', 403],
    ['..', 403],
    ['.', 403],
    ['%2e', 403],
    ['%252e%252e%252fsecret.txt', 403],
    ['%252e%252e', 403],
    ['%25252e%25252e%25252f', 403],
    ['..%252f..%252fsecret.txt', 403],
    ['..\\..\\secret.txt', 403],
    ['..%5c..%5csecret.txt', 403],
    ['%5c', 403],
    ['ok.mp4%5c..', 403],
    ['%2fetc%2fpasswd', 403],
    ['/etc/passwd', 403],
    ['../secret.txt', 403],
    ['sub/../../secret.txt', 403],
    ['....//....//secret.txt', 403],
    ['..././secret.txt', 403],
    ['ok.mp4%00.jpg', 403],
    ['%00', 403],
    ['ok.mp4%0a', 403],
    ['C:\\Windows\\win.ini', 403],
    ['C:%5cWindows', 403],
    ['c:secret.txt', 403],
    ['%5c%5cserver%5cshare', 403],
    ['', 403],
    ['%', 403],
    ['%zz', 403],
    ['%c0%ae%c0%ae%c0%af', 403], // overlong UTF-8 dots and slash: malformed, decodeURIComponent refuses it
    ['%ef%bc%8e%ef%bc%8e%ef%bc%8fsecret.txt', 403], // fullwidth full stops and solidus
    ['%ef%bc%8e%ef%bc%8e', 403],
    ['%e2%80%a5', 403], // two dot leader, NFKC ".."
    ['%e2%80%a4', 403], // one dot leader, NFKC "."
    ['%e2%88%95etc', 404], // division slash: not a separator even after NFKC, and no such file
    ['escape.mp4', 403],
    ['relative-escape.mp4', 403],
    ['passwd.mp4', 403],
    ['outside-dir', 403],
    ['loop-a.mp4', 403],
    ['subdir', 404],
    ['missing.mp4', 404],
    ['a'.repeat(300) + '.mp4', 404],
    ['ok.mp4%2f', 403],
  ];
  for (const [raw, status] of traversal) {
    test(`refuses ${JSON.stringify(raw)} with ${status} and never serves bytes`, async () => {
      assert.equal(await attempt(raw), status);
    });
  }

  test('the table has at least 30 traversal attempts', () => assert.ok(traversal.length >= 30));

  const served: [string, string][] = [
    ['ok.mp4', 'video bytes'],
    ['with%20space.mp4', 'spaced'],
    ['100%25.mp4', 'percent'],
    ['linked.mp4', 'demo video bytes'],
  ];
  for (const [raw, bytes] of served) {
    test(`serves ${JSON.stringify(raw)}: plain names, one decode, links inside the media root`, async () => {
      assert.equal(await attempt(raw), bytes);
    });
  }

  test('the resolved path is directly inside the folder', () => {
    assert.deepEqual(resolveMediaPath('/srv/media', FOLDER, 'a%20b.mp4'), { ok: true, path: '/srv/media/videos/branded/a b.mp4' });
  });

  test('a media root that does not exist gives 404, and is found once it appears', async () => {
    const later = path.join(base, 'later');
    const resolved = resolveMediaPath(later, FOLDER, 'x.mp4');
    assert.ok(resolved.ok);
    assert.deepEqual(await openMediaFile(later, resolved.path), { ok: false, status: 404 });
    await mkdir(path.join(later, FOLDER), { recursive: true });
    await writeFile(resolved.path, 'x');
    const opened = await openMediaFile(later, resolved.path);
    assert.ok(opened.ok);
    await opened.file.handle.close();
  });
});

describe('openMediaFile with a media root that is a link', () => {
  test('a root link swapped to another folder is followed from the next open, and still bounds the files', async () => {
    const top = await mkdtemp(path.join(tmpdir(), 'exref-safe-path-swap-'));
    try {
      for (const release of ['r1', 'r2']) {
        await mkdir(path.join(top, release, FOLDER), { recursive: true });
        await writeFile(path.join(top, release, FOLDER, 'same.mp4'), `${release} bytes`);
      }
      await writeFile(path.join(top, 'r2', FOLDER, 'new.mp4'), 'only in r2');
      await symlink(path.join(top, 'r1'), path.join(top, 'r2', FOLDER, 'old-release.mp4'));
      await symlink(path.join(top, 'r1', FOLDER, 'same.mp4'), path.join(top, 'r2', FOLDER, 'into-r1.mp4'));
      const current = path.join(top, 'current');
      await symlink('r1', current);
      const read = (name: string) => attempt(name, current);
      assert.equal(await read('same.mp4'), 'r1 bytes');
      // As `ln -s r2 cur.tmp && mv -T cur.tmp current` does: one rename over the old link.
      await symlink('r2', path.join(top, 'cur.tmp'));
      await rename(path.join(top, 'cur.tmp'), current);
      assert.equal(await read('same.mp4'), 'r2 bytes');
      assert.equal(await read('new.mp4'), 'only in r2');
      // The new root is the bound now: the old release is outside it.
      assert.equal(await read('into-r1.mp4'), 403);
      assert.equal(await read('old-release.mp4'), 403);
    } finally {
      await rm(top, { recursive: true, force: true });
    }
  });
});
