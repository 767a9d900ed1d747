import { hashFor, locationText, normalizePath, parseHash } from '@/components/router/location';

describe('hash locations', () => {
  it('reads the path and query of a hash', () => {
    expect(parseHash('#/pages/webview/webview?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1&title=%E5%85%AC%E5%91%8A')).toEqual({
      path: '/pages/webview/webview',
      query: { url: 'https://example.com/a?b=1', title: '公告' },
    });
  });

  it('treats an empty hash, "#" and "#/" as the entry route', () => {
    expect(parseHash('').path).toBe('/');
    expect(parseHash('#').path).toBe('/');
    expect(parseHash('#/').path).toBe('/');
    expect(parseHash('#/?a=1')).toEqual({ path: '/', query: { a: '1' } });
  });

  it('ignores a trailing slash and keeps the case of paths', () => {
    expect(normalizePath('/pages/Inviteteam/Inviteteam/')).toBe('/pages/Inviteteam/Inviteteam');
    expect(normalizePath('pages/x/x')).toBe('/pages/x/x');
  });

  it('keeps the last value of a repeated parameter', () => {
    expect(parseHash('#/pages/x/x?a=1&a=2').query).toEqual({ a: '2' });
  });

  it('builds hashes without empty parameters, encoded so they read back the same', () => {
    const hash = hashFor('/pages/login/login', { redirect: '/pages/appIndex/mine?tab=1&x=中', empty: '', none: undefined });
    expect(hash).toBe('#/pages/login/login?redirect=%2Fpages%2FappIndex%2Fmine%3Ftab%3D1%26x%3D%E4%B8%AD');
    expect(parseHash(hash).query).toEqual({ redirect: '/pages/appIndex/mine?tab=1&x=中' });
  });

  it('writes a location as the text a redirect carries', () => {
    expect(locationText({ path: '/pages/x/x', query: { a: '1', b: 'two' } })).toBe('/pages/x/x?a=1&b=two');
    expect(locationText({ path: '/pages/x/x', query: {} })).toBe('/pages/x/x');
  });
});
