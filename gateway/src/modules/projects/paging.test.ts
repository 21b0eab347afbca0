import { describe, expect, it } from 'vitest';
import type { UpstreamProject } from '../../upstream/project';
import { decodeProjectCursor, encodeProjectCursor, pageStart, projectConnection, windowAfter } from './paging';

const project = (n: number): UpstreamProject => ({
  id: `P-${String(n).padStart(2, '0')}`, name: `Project ${n}`, productName: 'Canvas 60x40', articleType: 'walldecor',
  lastEditedAt: new Date(Date.UTC(2026, 10, 1) - n * 60_000).toISOString(), createdAt: '2026-01-01T00:00:00.000Z',
  previewUrl: null, editorUrl: `http://editor.test/${n}`,
});
const list = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => project(from + i));
const cursorOf = (offset: number, n: number) => decodeProjectCursor(encodeProjectCursor(offset, project(n)));

describe('saved project cursors', () => {
  it('remember the offset, the project and when it was edited', () => {
    expect(cursorOf(19, 19)).toEqual({ offset: 19, id: 'P-19', editedAt: Date.parse(project(19).lastEditedAt) });
  });

  it('refuse anything else with BAD_USER_INPUT', () => {
    for (const after of ['', '!!', Buffer.from('projects:1:2').toString('base64url'),
      Buffer.from('projects:-1:2:P-1').toString('base64url'), Buffer.from(`projects:1:2:${'x'.repeat(41)}`).toString('base64url')]) {
      expect(() => decodeProjectCursor(after), after).toThrow(expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } }));
    }
  });

  it('read a window from up to 10 before the cursor', () => {
    expect(windowAfter(cursorOf(9, 9), 10)).toEqual({ skip: 0, limit: 21 });
    expect(windowAfter(cursorOf(29, 29), 10)).toEqual({ skip: 19, limit: 21 });
  });
});

describe('pageStart', () => {
  const cursor = cursorOf(19, 19);

  it('continues right after the cursor project wherever it moved in the window', () => {
    expect(pageStart(list(9, 30), 9, cursor)).toBe(11);
    expect(pageStart([...list(9, 12), ...list(15, 30)], 9, cursor)).toBe(8); // 3 deleted before it
  });

  it('continues at the first project that sorted after it when the cursor project is gone', () => {
    const window = [...list(9, 19), ...list(20, 31)];
    expect(window[pageStart(window, 9, cursor)]?.id).toBe('P-20');
  });

  it('counts one edited at the same moment as after the gone cursor project: shown again at worst, never skipped', () => {
    const sameMoment = { ...project(19), id: 'P-19b', name: 'Same moment' };
    const window = [...list(9, 19), sameMoment, ...list(20, 30)];
    expect(window[pageStart(window, 9, cursor)]?.id).toBe('P-19b');
  });

  it('falls back to offset + 1 when nothing in the window sorts after it', () => {
    expect(pageStart(list(0, 5), 9, cursor)).toBe(5);
    expect(pageStart([], 9, cursor)).toBe(0);
  });

  it('pages: edges with their offsets, hasNextPage from the total', () => {
    const connection = projectConnection(list(9, 30), 9, 11, 10, 35);
    expect(connection.edges.map((e) => e.node.name)).toEqual(list(20, 30).map((p) => p.name));
    expect(decodeProjectCursor(connection.pageInfo.endCursor!).offset).toBe(29);
    expect(connection.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    expect(projectConnection(list(9, 30), 9, 26, 10, 35).pageInfo.hasNextPage).toBe(false);
  });
});
