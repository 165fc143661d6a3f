import { expect } from 'vitest';
import { multipartBody } from '../../test/multipart';
import type { TestApp } from '../../test/test-app';

/** A complete company profile (name, address, state, GSTIN, signatory): what a tax invoice needs. */
export async function saveCompanyProfile(t: TestApp, token: string, name = 'Shree Ganesh Developers') {
  const body = multipartBody(
    {
      name,
      address: 'Office 4, Baner Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411045',
      gstin: '27ABCDE1234F1Z5',
      signatoryName: 'R. K. Patil',
      signatoryTitle: 'Director',
    },
    [],
  );
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/company',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}
