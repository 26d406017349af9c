import ExcelJS from 'exceljs';
import { BASE_URL } from '../constants';
import { DEMO, expect, invitePartnerPerson, loginThroughApi, mailTo, pdfText, signUpInPortal, test } from '../fixtures';

/**
 * What a partner's people read is in the partner's language (docs/api.md "Languages"): the mails,
 * the portal, the PDF rate card and the workbook, read here as a person would get them.
 */
test("a Finnish partner's person reads the invitation, the portal, the PDF rate card and the workbook in Finnish", async ({
  page,
  newContext,
}) => {
  test.setTimeout(120_000);
  await loginThroughApi(page, DEMO.email, DEMO.password);
  const email = `aino-${Date.now()}@kumppani.example`;
  await invitePartnerPerson(page.request, { email, name: 'Aino', language: 'fi' });

  // The invitation, in Finnish, though the carrier's staff and the browser below read English.
  const mail = await mailTo(email, /Valitse salasana kirjautuaksesi/);
  expect(mail.text).toContain('Linkki on voimassa 7 päivää');
  expect(mail.text).not.toContain('Choose a password');

  const context = await newContext({
    baseURL: BASE_URL,
    timezoneId: 'Europe/Tallinn',
    locale: 'en-GB',
    viewport: { width: 1400, height: 1000 },
  });
  const portal = await signUpInPortal(context, email);
  await expect(portal.locator('html')).toHaveAttribute('lang', 'fi');
  await expect(portal.getByRole('heading', { level: 1 })).toHaveText('Hinnastot');

  await portal.getByRole('link', { name: 'Groupage Baltics' }).click();
  await expect(portal.getByRole('heading', { level: 1 })).toContainText('Groupage Baltics');
  const pdfDownload = portal.waitForEvent('download');
  await portal.getByRole('button', { name: 'PDF' }).click();
  const text = (await pdfText((await (await pdfDownload).path())!)).replace(/\s+/g, ' ');
  expect(text).toContain('Hinnasto: Groupage Baltics');
  expect(text).toContain('Lisämaksut');
  for (const english of ['Rate card', 'Surcharges', 'Page 1 of']) expect(text).not.toContain(english);

  const xlsxDownload = portal.waitForEvent('download');
  await portal.getByRole('button', { name: 'Excel' }).click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await (await xlsxDownload).path())!);
  const sheets = book.worksheets.map((sheet) => sheet.name);
  expect(sheets[0]).toBe('Hintataulukko 1');
  expect(sheets).toContain('Lisämaksut');
  expect(book.getWorksheet('Hintataulukko 1')!.getCell('A2').value).toBe('Hinnasto');
});

test("an Estonian partner's person is invited in Estonian", async ({ page }) => {
  await loginThroughApi(page, DEMO.email, DEMO.password);
  const email = `mari-${Date.now()}@partner.example`;
  await invitePartnerPerson(page.request, { email, name: 'Mari', country: 'EE', language: 'et' });
  const mail = await mailTo(email, /Sisselogimiseks vali parool/);
  expect(mail.text).toContain('Link kehtib 7 päeva');
  expect(mail.text).not.toContain('Choose a password');
});
