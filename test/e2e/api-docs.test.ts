// The API reference page as a developer opens it: Swagger UI from this server alone, under the
// site's Content-Security-Policy, listing the calls of /api/openapi.json.
import { pageErrors } from './helpers/browser';
import { describe, expect, it, VIEWPORT_NAMES } from './helpers/site';

describe('/api/docs', () => {
  for (const viewport of VIEWPORT_NAMES) {
    it(`shows every call of the API at ${viewport} size, loading nothing from elsewhere`, async ({
      site,
      openPage,
    }) => {
      const { page } = await openPage(viewport);
      const refused: string[] = [];
      const elsewhere: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') refused.push(message.text());
      });
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(site.url) && !url.startsWith('data:')) elsewhere.push(url);
      });
      // A script or style the policy blocks is reported to the page, not only to the console.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      await page.goto('/api/docs');
      await page.getByRole('heading', { name: /Meghna Chemicals API/ }).waitFor();
      const paths = Object.keys((await (await fetch(`${site.url}/api/openapi.json`)).json()).paths);
      const operations = page.locator('.opblock');
      await operations.first().waitFor();
      expect(await operations.count()).toBeGreaterThanOrEqual(paths.length);
      await page.locator('#operations-auth-post_api_auth_login .opblock-summary-control').click();
      const answers = page.locator('#operations-auth-post_api_auth_login .responses-table').first();
      await answers.waitFor();
      expect(await answers.textContent()).toContain('Too many requests from this address');
      expect(refused).toEqual([]);
      expect(elsewhere).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
    });
  }
});
