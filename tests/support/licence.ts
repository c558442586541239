import type { Agent } from './api';

const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Saves the company's licence with the GSTIN given (its PAN taken from it), as the Company License tab does. */
export async function saveLicence(
  api: Agent,
  GSTINo: string,
  files: Array<{ field: string; bytes: Buffer; name: string; type: string }> = [],
) {
  const fields = {
    GSTINo,
    PanNo: GSTINo.slice(2, 12),
    GSTRegDate: '2020-07-01',
    FSSAINo: '11223344556677',
    ExpiryDateFSSAI: future(365),
    ExpiryDate: future(200),
  };
  let req = api.post('/api/updatecompanylicense');
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  for (const f of files)
    req = req.attach(f.field, f.bytes, { filename: f.name, contentType: f.type });
  const res = await req;
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`licence failed: ${JSON.stringify(res.body)}`);
  return res;
}
