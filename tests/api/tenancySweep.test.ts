import { Op } from 'sequelize';
import { expect, it } from 'vitest';
import {
  documentTables,
  documents,
  referencesOf,
  resourceByName,
  resources,
} from '../../resources';
import { tableOf } from '../../backend/src/db/columns';
import { BILL_SOURCES, type BillType } from '../../backend/src/documents/billAllocations';
import { describeApi, validCompany, type Agent, type ApiEnv, type SignedIn } from '../support/api';
import { bill } from '../support/billing';
import { PDF, PNG } from '../support/files';
import { bankBody, systemLedger, totalsByCompany } from '../support/ledger';
import { pdfText } from '../support/pdf';
import {
  SESSION_CHANGING,
  castIds,
  createdKey,
  keyReferenced,
  learnKeys,
  linesOf,
  operationOf,
  phaseOf,
  pool,
  send,
  specOf,
  typicalOf,
  type Json,
  type Operation,
  type Schema,
  type Sent,
  type Spec,
} from '../support/routeSweep';
import { servedRoutes } from '../support/routes';
import { DAY, loadVan, vanSetup, type VanCast } from '../support/van';

/**
 * The rule: no company ever sees or changes another company's data. Company A gets records
 * through every create route, each of its names carrying a mark only A has; company B then
 * sends every served route A's keys wherever a key can go (path, query, body, lines) and A's
 * CompanyID and Empid. Whatever B is answered holds nothing of A's (neither A's mark nor one of
 * A's keys); a file or print that names A's record is refused; A's rows are afterwards exactly as
 * they were, and none of B's rows points at one of A's.
 */

/** A's mark: in every name A types, and in no name of anyone else's. */
const MARK = 'Qzalpha';
const MARKED = new RegExp(MARK, 'i');
/** B types names of its own. */
const B_NAMES = 'Beta';
/** Query parameters that page, sort and search a list: not keys. */
const LIST_PARAMS = new Set(['_start', '_end', '_sort', '_order', 'q', 'Field=value']);
/** Query values a report or lookup is typically asked with, so that A's data would be in range. */
const QUERY_VALUES: Record<string, string> = {
  FromDate: '2026-04-01',
  ToDate: '2027-03-31',
  AsOn: '2027-03-31',
  VanDate: DAY,
  BillDate: DAY,
  Days: '365',
  InvType: '1',
};
/** Columns that change by themselves: a session's last use. */
const VOLATILE: Record<string, string[]> = { session: ['LastSeenAt'] };
/**
 * The login screen's list of companies shows every company's name and key to anyone, when the
 * install lists them (listCompanies): by design, and nothing else of theirs.
 */
const COMPANY_LIST = '/api/companies';
const PDF_TYPE = 'application/pdf';
const PNG_TYPE = 'image/png';

/** A company set up as a person would: a van day's cast, a record through every create route, and its documents. */
interface Books {
  who: SignedIn;
  cast: VanCast;
  cash: number;
  bank: number;
  supplier: number;
  branchName: string;
  /** The company's keys under the names bodies and queries give them. */
  ids: Map<string, number>;
  /** Its documents' printed numbers (InvoiceNo 'A/2'). */
  texts: Map<string, string>;
  /** The body each create route was sent, and the key it answered. */
  sent: Map<string, Json>;
  created: Map<string, { name: string; value: number }>;
  /** The Idempotency-Key each document was created with. */
  idempotencyKeys: Map<string, string>;
}

type Upload = { field: string; bytes: Buffer; name: string; type: string };

function multipart(
  api: Agent,
  method: string,
  url: string,
  fields: Record<string, unknown>,
  files: Upload[],
) {
  let req = (api as unknown as Record<string, (url: string) => ReturnType<Agent['post']>>)[method](
    url,
  );
  for (const [k, v] of Object.entries(fields))
    if (v !== undefined && v !== null)
      req = req.field(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  for (const f of files)
    req = req.attach(f.field, f.bytes, { filename: f.name, contentType: f.type });
  return req;
}

async function ok(res: PromiseLike<{ status: number; body: Json }>, what: string): Promise<Json> {
  const r = await res;
  if (r.status >= 300) throw new Error(`${what} failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** A supplier's bill is entered once: each body gets a number of its own. */
let supplierBills = 0;

/** Bodies the document and item routes accept as they are, so that one foreign key is the only thing wrong. */
function goodBodies(spec: Spec, b: Books, prefix: string): Record<string, Json> {
  const { cast, ids } = b;
  const sale = bill(cast, { Narration: `${prefix} bill` });
  const purchase = {
    PurchaseDate: DAY,
    SupplierID: b.supplier,
    SupplierBillNo: `SB-${++supplierBills}`,
    SupplierBillDate: DAY,
    Narration: `${prefix} purchase`,
    items: [
      {
        ItemID: cast.paracetamol,
        BatchNo: 'PX1',
        ExpiryDate: '2028-05-31',
        MRP: 15,
        Quantity: 5,
        GrossAmount: 10,
      },
    ],
  };
  const receipt = {
    RDate: DAY,
    AccGroupid: 6,
    PLID: b.cash,
    PartyID: cast.local,
    Debit: 100,
    Narration: `${prefix} receipt`,
  };
  const payment = { ...receipt, PartyID: b.supplier, Debit: 50, Narration: `${prefix} payment` };
  const contra = {
    Cdate: DAY,
    AccGroupid: 5,
    PLID: b.bank,
    PartyID: b.cash,
    Debit: 10,
    Narration: `${prefix} contra`,
  };
  const journal = {
    Jdate: DAY,
    Narration: `${prefix} journal`,
    journalEntries: [
      { PLID: b.cash, Debit: 5, Narration: `${prefix} line` },
      { PLID: cast.local, Credit: 5 },
    ],
  };
  // The second branch's van: the first branch gets a godown of its own, empty, from a typical create.
  const vanLoad = {
    BranchID: cast.branch2,
    VanID: cast.depotVan,
    VanDate: '2026-07-01',
    Items: [{ ItemID: cast.paracetamol, Stock: 5 }],
  };
  const settlement = {
    VanID: cast.van,
    VanDate: DAY,
    CashHanded: 0,
    Narration: `${prefix} settlement`,
    Items: [
      { ItemID: cast.paracetamol, Returned: 50 },
      { ItemID: cast.cough, Returned: 10 },
    ],
  };
  const item = {
    ...typicalOf(spec, 'post', '/api/rest/item', ids, prefix),
    rates: [{ RateId: ids.get('RateId'), Rate: 10 }],
  };
  const key = (name: string) => ({ [name]: ids.get(name) });
  const hsn = typicalOf(spec, 'post', '/api/rest/hsn', ids, prefix);
  return {
    '/api/insertcompanysignup': validCompany(`${prefix} Newco`),
    '/api/insertbilling': sale,
    '/api/updatebilling': { ...sale, ...key('BillID') },
    '/api/insertpurchase': purchase,
    '/api/updatepurchase': { ...purchase, ...key('PurchaseID') },
    '/api/insertupdatereciept': receipt,
    '/api/updateReceipt': { ...receipt, ...key('ReceiptId') },
    '/api/insertupdatePayment': payment,
    '/api/updatePayment': { ...payment, ...key('PaymentId') },
    '/api/insertupdateContraEntry': contra,
    '/api/insertupdatecontraentry': contra,
    '/api/updateContraEntry': { ...contra, ...key('ContraId') },
    '/api/insertupdatejournal': journal,
    '/api/updatejournal': { ...journal, ...key('JournalId') },
    '/api/InsertVanload': vanLoad,
    '/api/UpdateVanload': { ...vanLoad, VanDate: DAY, ...key('VanLoadID') },
    '/api/insertvansettlement': settlement,
    '/api/updatevansettlement': { ...settlement, ...key('SettlementID') },
    '/api/insertitemdetails': item,
    '/api/updateitemdetails': { ...item, ...key('ItemId') },
    '/api/insertitemrate': { items: [{ ...key('ItemId'), ...key('RateId'), Rate: 11 }] },
    '/api/updateitemrate': { items: [{ ...key('ItemRateId'), Rate: 12 }] },
    '/api/insertempmaster': { tab: 'Role', formData: { Role: `${prefix} Picker` } },
    '/api/updateempmaster': { tab: 'role', formData: { ...key('RoleId'), Role: `${prefix} Lead` } },
    '/api/deleteempmaster': { tab: 'role', id: ids.get('RoleId') },
    '/api/insertitemmaster': { tab: 'hsn', formData: hsn },
    '/api/updateitemmaster': { tab: 'hsn', formData: hsn, id: ids.get('HsnId') },
    '/api/deleteitemmaster': { tab: 'hsn', id: ids.get('HsnId') },
    '/api/DeleteCustItem': { ...key('CRID'), ItemID: cast.paracetamol },
  };
}

/** Every other record the company keeps, under its key's own name (a line's BDID, the Retail rate's RateId): its latest. */
async function learnLatest(env: ApiEnv, who: SignedIn, ids: Map<string, number>): Promise<void> {
  for (const model of Object.values(env.db.sequelize.models)) {
    const [pk] = model.primaryKeyAttributes;
    if (!('CompanyID' in model.getAttributes()) || ids.has(pk) || /^id$/i.test(pk)) continue;
    const latest = await model.max(pk, { where: { CompanyID: who.CompanyID } });
    if (typeof latest === 'number') ids.set(pk, latest);
  }
}

/** What a typical body needs beyond its declaration: values the rules tie to other fields or records. */
function settled(path: string, body: Json, b: Books): Json {
  const out: Json = { ...body };
  const given: Json = {
    Ifsc: 'SBIN0001234',
    IFSCCode: 'SBIN0001234',
    PanNo: 'AAGCB7383J',
    GSTINo: '29AAGCB7383J1Z4',
    Series: 'Z',
    SecondUnit: 2,
    GST: 12,
    CGST: 6,
    SGST: 6,
  };
  for (const [k, v] of Object.entries(given)) if (k in out) out[k] = v;
  // A party's GSTIN ties its State, and a second party under one asks to be confirmed.
  delete out.GSTIN;
  if (/financial/i.test(path))
    Object.assign(out, { StartDate: '2027-04-01', EndDate: '2028-03-31' });
  if (/statutorysupplier|supplierStatutory/.test(path)) out.PLID = b.supplier;
  // The cast's second employee has a document record already; the first has none.
  if (/employeeDocument|updatedocument/.test(path)) out.Empid = b.who.Empid;
  // An employee account's Branch is a branch's name.
  if (/empaccount|employeeAccount/.test(path)) out.Branch = b.branchName;
  if (/^\/api\/(rest\/employee|updateemployee)$/.test(path))
    Object.assign(out, { Mobile: '9845000003', PhoneNo: '9845000004' });
  return out;
}

/** The body a route is sent as a person would fill it in. */
function bodyFor(spec: Spec, method: string, path: string, b: Books, prefix: string): Json {
  return (
    goodBodies(spec, b, prefix)[path] ??
    settled(path, typicalOf(spec, method, path, b.ids, prefix), b)
  );
}

/**
 * Sets up a company: a van day's cast renamed with `prefix`, files on its vehicle, licence,
 * employee and item, a record through every create route, and `rounds` of each document.
 */
async function furnish(
  env: ApiEnv,
  who: SignedIn,
  spec: Spec,
  creates: Array<[string, string]>,
  prefix: string,
  rounds: number,
): Promise<Books> {
  const { api } = who;
  const cast = await vanSetup(who);
  await loadVan(api, cast);
  const ids = castIds(cast);
  await learnLatest(env, who, ids);
  const texts = new Map<string, string>();
  const file = (field: string, bytes: Buffer, type: string): Upload => ({
    field,
    bytes,
    name: `${prefix.toLowerCase()}-${field.toLowerCase()}.${type === PDF_TYPE ? 'pdf' : 'png'}`,
    type,
  });

  await ok(
    api.post('/api/updatebranch').send({ BranchId: cast.branch, BranchName: `${prefix} Office` }),
    'renaming the branch',
  );
  for (const [PLID, name] of [
    [cast.local, 'Stores'],
    [cast.outside, 'Pharma'],
    [cast.walkIn, 'Walk In'],
  ] as const)
    await ok(
      api
        .post('/api/updatecustomer')
        .send({ PLID, LedgerName: `${prefix} ${name}`, LegalName: `${prefix} ${name} Pvt` }),
      'renaming a customer',
    );
  await ok(
    multipart(
      api,
      'post',
      '/api/updateitemdetails',
      { ItemId: cast.paracetamol, ItemName: `${prefix} Paracetamol` },
      [file('Itemlogo', PNG, PNG_TYPE)],
    ),
    'renaming an item',
  );
  await ok(
    api.put(`/api/rest/employee/${cast.rep2}`).send({ FirstName: prefix }),
    'renaming an employee',
  );
  await ok(
    multipart(api, 'post', '/api/updateVehicle', { VID: cast.van, Model: `${prefix} Van` }, [
      file('documents', PDF, PDF_TYPE),
    ]),
    "the vehicle's document",
  );
  learnKeys(
    ids,
    await ok(
      multipart(
        api,
        'post',
        '/api/updatecompanylicense',
        {
          GSTINo: '29AAGCB7383J1Z4',
          GSTRegDate: '2020-07-01',
          PanNo: 'AAGCB7383J',
          FSSAINo: '11223344556677',
          ExpiryDateFSSAI: '2030-03-31',
          ExpiryDate: '2030-03-31',
          Jurisdiction: `${prefix} Ward`,
          GstUsername: `${prefix.toLowerCase()}.gst`,
        },
        [file('GstDocumentUpload', PDF, PDF_TYPE), file('Logo', PNG, PNG_TYPE)],
      ),
      'the licence',
    ),
  );
  learnKeys(
    ids,
    await ok(
      multipart(
        api,
        'post',
        '/api/updatedocument',
        {
          Empid: cast.rep2,
          PFNo: 'KA/BNG/0012345',
          DateOfJoining: '2024-06-01',
          EmployeeCode: `${prefix} E`,
        },
        [file('Resume', PDF, PDF_TYPE), file('Image', PNG, PNG_TYPE)],
      ),
      "the employee's documents",
    ),
  );
  const cash = await systemLedger(api, 'Cash');
  const supplier = (
    await ok(
      api.post('/api/insertsupplier').send({
        LegalName: `${prefix} Cipla`,
        LedgerName: `${prefix} Cipla`,
        Openingbalance: 0,
        balanceType: 'Credit',
      }),
      'the supplier',
    )
  ).PLID as number;
  const bank = (
    await ok(
      api.post('/api/insertbankmaster').send(
        bankBody({
          BankName: `${prefix} Bank`,
          LedgerName: `${prefix} Current Account`,
          Email: 'bank@example.com',
          Branch: `${prefix} Branch`,
          District: `${prefix} District`,
        }),
      ),
      'the bank',
    )
  ).PLID as number;
  ids.set('SupplierID', supplier);

  const books: Books = {
    who,
    cast,
    cash,
    bank,
    supplier,
    branchName: `${prefix} Office`,
    ids,
    texts,
    sent: new Map(),
    created: new Map(),
    idempotencyKeys: new Map(),
  };
  // Each document through its own route, on a van day of its own, before the typical creates
  // (a godown of the branch's would take the van's stock from it).
  for (let round = 0; round < rounds; round++) {
    const day = `2026-06-${16 + round}`;
    await loadVan(api, cast, day);
    const good = goodBodies(spec, books, prefix);
    for (const path of [
      '/api/insertbilling',
      '/api/insertpurchase',
      '/api/insertupdatereciept',
      '/api/insertupdatePayment',
      '/api/insertupdateContraEntry',
      '/api/insertupdatejournal',
    ]) {
      // Sent as a client that retries safely sends it: the key is the company's own.
      const key = `${path.slice(5)}-${round}-of-${who.CompanyID}`;
      await ok(api.post(path).set('Idempotency-Key', key).send(good[path]), path);
      books.idempotencyKeys.set(path, key);
    }
    await ok(
      api
        .post('/api/insertvansettlement')
        .send({ ...good['/api/insertvansettlement'], VanDate: day }),
      'the van settlement',
    );
  }
  for (const [m, p] of creates) {
    const body = bodyFor(spec, m, p, books, prefix);
    const res = await api.post(p).send(body);
    books.sent.set(p, body);
    if (res.status >= 300) continue;
    const key = createdKey(operationOf(spec, m, p)!, res.body as Json);
    if (key) books.created.set(p, key);
    learnKeys(ids, res.body as Json);
  }
  // A document is named by its latest: A, with a round more than B, has numbers B has not.
  for (const doc of documents) {
    const model = env.models.of(doc.headerTable);
    const latest = (await model.findOne({
      where: { CompanyID: who.CompanyID },
      order: [[doc.primaryKey, 'DESC']],
      raw: true,
    })) as Json | null;
    if (!latest) continue;
    ids.set(doc.primaryKey, latest[doc.primaryKey] as number);
    ids.set(doc.number.field, latest[doc.number.field] as number);
    const display = doc.number.display;
    if (display) texts.set(display.field, display.format(latest as never));
  }
  await learnLatest(env, who, ids);
  ids.set('CompanyID', who.CompanyID);
  ids.set('Empid', who.Empid);
  ids.set('FYearID', who.FYearID);
  return books;
}

/** Every row a company owns, and the shared rows every company reads, table by table; or every other company's. */
async function rowsOf(
  env: ApiEnv,
  CompanyID: number,
  whose: 'own' | 'others' = 'own',
): Promise<Map<string, Json[]>> {
  const out = new Map<string, Json[]>();
  for (const model of Object.values(env.db.sequelize.models)) {
    if (!('CompanyID' in model.getAttributes())) continue;
    const rows = (await model.findAll({
      where:
        whose === 'own'
          ? { [Op.or]: [{ CompanyID }, { CompanyID: null }] }
          : { CompanyID: { [Op.and]: [{ [Op.ne]: CompanyID }, { [Op.ne]: null }] } },
      order: model.primaryKeyAttributes.map((k) => [k, 'ASC']),
      raw: true,
    })) as unknown as Json[];
    for (const row of rows) for (const k of VOLATILE[model.name] ?? []) delete row[k];
    out.set(model.name, rows);
  }
  return out;
}

/** What differs between two dumps, row by row, in a line each. */
function changes(before: Map<string, Json[]>, after: Map<string, Json[]>, env: ApiEnv): string[] {
  const out: string[] = [];
  for (const [table, rows] of after) {
    const [pk] = env.db.sequelize.model(table).primaryKeyAttributes;
    const was = new Map((before.get(table) ?? []).map((r) => [String(r[pk]), r]));
    const now = new Map(rows.map((r) => [String(r[pk]), r]));
    for (const [key, row] of now) {
      const old = was.get(key);
      if (!old) out.push(`${table} ${pk}=${key} added: ${excerpt(row)}`);
      else {
        const changed = Object.keys(row).filter((k) => !same(row[k], old[k]));
        if (changed.length)
          out.push(
            `${table} ${pk}=${key} changed: ${changed.map((k) => `${k} ${excerpt(old[k], 40)} -> ${excerpt(row[k], 40)}`).join(', ')}`,
          );
      }
    }
    for (const key of was.keys()) if (!now.has(key)) out.push(`${table} ${pk}=${key} removed`);
  }
  return out;
}

function same(a: unknown, b: unknown): boolean {
  if (Buffer.isBuffer(a) && Buffer.isBuffer(b)) return a.equals(b);
  return JSON.stringify(a) === JSON.stringify(b);
}

function excerpt(v: unknown, n = 160): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return (s ?? String(v)).slice(0, n);
}

/**
 * The table a column of a row names a record of: declared references, files, keys by name, and
 * the keys whose table the row says (a document's DocId, an allocation's BillID).
 */
function referenceTargets(env: ApiEnv): (table: string, column: string, row: Json) => string[] {
  const declared = new Map<string, string>();
  for (const r of [...resources, ...documentTables]) {
    for (const { field, to } of referencesOf(r)) {
      const target = resourceByName(to);
      if (target) declared.set(`${tableOf(r)}.${field}`, tableOf(target));
    }
    for (const [field, f] of Object.entries(r.fields))
      if (f.type === 'file') declared.set(`${tableOf(r)}.${field}`, 'storedFile');
  }
  const byName = new Map<string, string[]>();
  for (const model of Object.values(env.db.sequelize.models)) {
    const [pk] = model.primaryKeyAttributes;
    if (/^id$/i.test(pk)) continue;
    byName.set(pk.toLowerCase(), [...(byName.get(pk.toLowerCase()) ?? []), model.name]);
  }
  // Names the system tables give keys of others.
  const aliases: Record<string, string> = {
    vanid: 'vehicle',
    partyid: 'ledger',
    customerid: 'ledger',
    supplierid: 'ledger',
    repid: 'employee',
    salesmanid: 'employee',
    createdby: 'employee',
    modifiedby: 'employee',
    deletedby: 'employee',
  };
  return (table, column, row) => {
    if (column === 'DocId') {
      const doc = documents.find(
        (d) => d.name === row.DocType || (row.Type !== undefined && d.postingType === row.Type),
      );
      return doc ? [tableOf(doc.headerTable)] : [];
    }
    if (table === 'billAllocation' && column === 'BillID')
      return [BILL_SOURCES[row.BillType as BillType].table];
    const found = declared.get(`${table}.${column}`);
    if (found) return [found];
    const [own] = env.db.sequelize.model(table).primaryKeyAttributes;
    if (column === own) return [];
    const alias = aliases[column.toLowerCase()];
    return alias ? [alias] : (byName.get(column.toLowerCase()) ?? []);
  };
}

/** One request B sends. */
interface Probe extends Sent {
  who: 'b' | 'anon';
  what: string;
  /** Its path names A's record: a file or print it is answered is A's. */
  pathOfA?: boolean;
  /** A's CompanyID or Empid, sent where it is not a record's key: refused with 403. */
  impersonates?: boolean;
  /** B sends an Idempotency-Key A created a document with: B's own, to B. */
  reusesKey?: boolean;
  /** B itself sends a name of A's (a create under a name only A has): not a leak when echoed. */
  sendsMark?: string[];
  upload?: { fields: Json; files: Upload[] };
}

describeApi('Tenancy sweep', (env) => {
  it("never shows or changes another company's data, whatever keys of it a route is sent", async () => {
    const a = await env.company(`${MARK} Traders`);
    const b = await env.company('Beta Traders', {
      username: 'beta',
      password: 'beta horse battery',
    });
    const anon = env.anon();
    const spec = await specOf(b.api);
    // A path served twice (a handler that passes on what it does not answer) is swept once.
    const routes = [
      ...new Map(
        servedRoutes(env.app).map((r): [string, [string, string]] => [r.join(' '), r]),
      ).values(),
    ];
    const isPublic = (m: string, p: string) =>
      operationOf(spec, m, p)?.security?.length === 0 || SESSION_CHANGING.has(`${m} ${p}`);
    const creates = routes.filter(
      ([m, p]) =>
        m === 'post' && !isPublic(m, p) && (phaseOf(spec, m, p) === 1 || /^\/api\/insert/i.test(p)),
    );
    const A = await furnish(env, a, spec, creates, MARK, 2);
    const B = await furnish(env, b, spec, creates, B_NAMES, 1);

    // A's value for a key name, where it is A's alone (not a shared row both use, not B's too).
    const lookup = <T>(m: Map<string, T>, name: string) =>
      m.get(name) ??
      [...m].find(([k]) => k.toLowerCase() === name.toLowerCase() && k !== name)?.[1];
    const aKey = (name: string): number | string | undefined => {
      const av = lookup(A.ids, name) ?? lookup(A.texts, name);
      const bv = lookup(B.ids, name) ?? lookup(B.texts, name);
      return av !== undefined && av !== bv ? av : undefined;
    };
    const bKey = (name: string) => lookup(B.ids, name) ?? lookup(B.texts, name);
    const TENANT = new Set(['CompanyID', 'Empid']);

    // The key a route's path names: the parameter's own name (ReNo, companyId), else the key its
    // answer reads by, else the key of the record or document its tag is about.
    const tagKey = new Map<string, string>(
      [...resources, ...documents].map((r) => [r.label.many, r.primaryKey]),
    );
    const pathKeyName = (op: Operation | undefined, param: string): string | undefined => {
      if (lookup(A.ids, param) !== undefined || lookup(A.texts, param) !== undefined) return param;
      const data = op?.responses['200']?.content?.['application/json']?.schema?.properties?.data;
      const own = Object.entries(data?.properties ?? {}).find(
        ([k, s]) => s.readOnly && s.type === 'integer' && A.ids.has(k) && k !== 'Level',
      );
      return own?.[0] ?? tagKey.get(op?.tags?.[0] ?? '');
    };
    const uncovered = new Set<string>();
    /** The path naming A's record, or B's own: the one its kind was created as, else by the key's name. */
    const fillFor = (op: Operation | undefined, path: string, whose: 'a' | 'b'): string => {
      const books = whose === 'a' ? A : B;
      const created = books.created.get(path.replace(/\/\{\w+\}$/, ''))?.value;
      let out = path;
      for (const [, param] of path.matchAll(/\{(\w+)\}/g)) {
        // Not a key: which list of the Employee Master.
        if (param === 'tab') {
          out = out.replace('{tab}', 'roles');
          continue;
        }
        const name = pathKeyName(op, param);
        const value = created ?? (name && (whose === 'a' ? aKey(name) : bKey(name)));
        if (value === undefined || value === '') uncovered.add(`${path} {${param}}`);
        out = out.replace(`{${param}}`, encodeURIComponent(String(value ?? 1)));
      }
      return out;
    };
    const query = (values: Record<string, unknown>) =>
      Object.entries(values)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
        .join('&');
    const withQuery = (url: string, values: Record<string, unknown>) => {
      const q = query(values);
      return q ? `${url}${url.includes('?') ? '&' : '?'}${q}` : url;
    };
    /** Every key name of A's, with A's value, except those `except` already sends. */
    const everyKeyOfA = (except: Iterable<string> = []) => {
      const skip = new Set(except);
      return Object.fromEntries(
        [...A.ids.keys(), ...A.texts.keys()]
          .filter((k) => !TENANT.has(k) && !skip.has(k) && aKey(k) !== undefined)
          .map((k) => [k, aKey(k)]),
      );
    };

    /**
     * A's value for each of `names` that is a key: by its own name, or (a field named otherwise,
     * as a branch's Country) by the key of the record its declaration says it names.
     */
    const keysIn = (names: string[], schema: Schema | undefined, keep: (k: string) => boolean) =>
      new Map(
        [...new Set(names)]
          .filter(keep)
          .map((k): [string, unknown] => {
            const referenced = keyReferenced(schema?.properties?.[k] ?? {});
            return [k, aKey(k) ?? (referenced ? aKey(referenced) : undefined)];
          })
          .filter(([, v]) => v !== undefined),
      );

    const readsOf = (p: string, who: Probe['who']): Probe[] => {
      const op = operationOf(spec, 'get', p);
      const params = op?.parameters ?? [];
      const own = fillFor(op, p, 'b');
      const guarded = who === 'b';
      const declared = params.filter((x) => x.in === 'query' && !LIST_PARAMS.has(x.name));
      const types = /the file field: (.*)/.exec(
        declared.find((x) => x.name === 'type')?.description ?? '',
      )?.[1];
      const base: Record<string, unknown> = Object.fromEntries(
        declared
          .filter((x) => x.name !== 'type')
          .map((x) => [x.name, QUERY_VALUES[x.name] ?? bKey(x.name)]),
      );
      const out: Probe[] = [];
      const add = (probe: Omit<Probe, 'who' | 'method'>) =>
        out.push({ who, method: 'get', ...probe });
      // B's own view: a list, a report or its own record, which shows nothing of A's.
      add({ url: withQuery(own, base), what: "B's own" });
      for (const tab of p.includes('{tab}') ? ['departments', 'designations'] : [])
        add({ url: p.replace('{tab}', tab), what: `the ${tab}` });
      if (/\{(?!tab\})/.test(p)) {
        const theirs = fillFor(op, p, 'a');
        for (const type of types?.split(', ') ?? [undefined])
          add({
            url: withQuery(theirs, { ...base, type }),
            what: `A's key in the path${type ? ` (${type})` : ''}`,
            pathOfA: true,
          });
      }
      const keyed = declared.filter((x) => aKey(x.name) !== undefined);
      for (const x of keyed)
        add({
          url: withQuery(own, { ...base, [x.name]: aKey(x.name) }),
          what: `${x.name} of A's`,
        });
      if (keyed.length > 1)
        add({
          url: withQuery(own, {
            ...base,
            ...everyKeyOfA(),
            ...Object.fromEntries(keyed.map((x) => [x.name, aKey(x.name)])),
          }),
          what: "every declared key of A's",
        });
      if (params.some((x) => x.name === 'q'))
        add({
          url: withQuery(own, { ...base, q: MARK }),
          what: "a search for A's mark",
        });
      if (params.some((x) => x.name === 'Field=value')) {
        const fields = Object.keys(
          op?.responses['200']?.content?.['application/json']?.schema?.properties?.data?.items
            ?.properties ?? {},
        );
        for (const f of fields.filter((k) => aKey(k) !== undefined && !TENANT.has(k)))
          add({
            url: withQuery(own, { ...base, [f]: aKey(f) }),
            what: `a filter on A's ${f}`,
          });
        // ra-data-simple-rest asks for records by key (getMany) and filters in JSON.
        const key = tagKey.get(op?.tags?.[0] ?? '');
        const theirs = key === undefined ? undefined : aKey(key);
        for (const filter of [
          ...(theirs === undefined ? [] : [{ id: [theirs] }]),
          { CompanyID: aKey('CompanyID') },
        ])
          add({
            url: withQuery(own, { ...base, filter: JSON.stringify(filter) }),
            what: `a JSON filter ${JSON.stringify(filter)}`,
          });
      }
      add({
        url: withQuery(own, { ...base, ...everyKeyOfA() }),
        what: "every key of A's in the query",
      });
      if (guarded) {
        for (const k of TENANT)
          add({
            url: withQuery(own, { ...base, [k]: aKey(k) }),
            what: `${k} of A's in the query`,
            impersonates: true,
          });
        add({
          url: withQuery(own, base),
          headers: { CompanyID: String(aKey('CompanyID')) },
          what: "A's CompanyID in a header",
          impersonates: true,
        });
      }
      return out;
    };

    const writesOf = (m: string, p: string, who: Probe['who']): Probe[] => {
      const op = operationOf(spec, m, p);
      const schema = op?.requestBody?.content['application/json']?.schema;
      const declared = Object.keys(schema?.properties ?? {});
      const base = bodyFor(spec, m, p, B, B_NAMES);
      const own = fillFor(op, p, 'b');
      const out: Probe[] = [];
      const add = (probe: Omit<Probe, 'who' | 'method' | 'url'> & { url?: string }) =>
        out.push({ who, method: m, url: own, ...probe });
      if (p.includes('{'))
        add({
          url: fillFor(op, p, 'a'),
          body: base,
          what: "A's key in the path",
          pathOfA: true,
        });

      // Keys in the header, in its lines (or rates, entries) and in a master's formData.
      const guarded = who === 'b';
      // An employee's records name the employee: there Empid is a field, not the session's.
      const recordKey =
        declared.includes('Empid') ||
        'Empid' in base ||
        'Empid' in (resources.find((r) => r.label.many === op?.tags?.[0])?.fields ?? {});
      const header = keysIn(
        [...declared, ...Object.keys(base)],
        schema,
        (k) => !TENANT.has(k) || (k === 'Empid' && recordKey),
      );
      const every: Json = { ...base, ...everyKeyOfA(header.keys()), ...Object.fromEntries(header) };
      for (const [k, v] of header) add({ body: { ...base, [k]: v }, what: `${k} of A's` });
      const lineSchema = linesOf(p);
      for (const [field, value] of Object.entries(base)) {
        const nested = Array.isArray(value) ? value[0] : value;
        if (!nested || typeof nested !== 'object') continue;
        const declaredLine = lineSchema?.field === field ? lineSchema.schema : undefined;
        const keys = keysIn(
          [...Object.keys(nested as Json), ...Object.keys(declaredLine?.properties ?? {})],
          declaredLine,
          (k) => !TENANT.has(k),
        );
        const put = (v: Json) => (Array.isArray(value) ? [v, ...value.slice(1)] : v);
        for (const [k, v] of keys)
          add({
            body: { ...base, [field]: put({ ...(nested as Json), [k]: v }) },
            what: `${field}.${k} of A's`,
          });
        const theirs = Object.fromEntries(keys);
        every[field] = Array.isArray(value)
          ? value.map((line) => ({ ...(line as Json), ...theirs }))
          : { ...(nested as Json), ...theirs };
      }
      add({ body: every, what: "every key of A's at once" });
      const idempotencyKey = A.idempotencyKeys.get(p);
      if (idempotencyKey)
        add({
          body: base,
          headers: { 'Idempotency-Key': idempotencyKey },
          what: "the Idempotency-Key of A's document",
          reusesKey: true,
        });
      // A document write finds its record by key, number or line key, declared or not.
      const doc = documents.find((d) => d.label.many === op?.tags?.[0]);
      for (const k of doc ? [doc.primaryKey, doc.number.field, doc.lineKey] : [])
        if (!header.has(k) && aKey(k) !== undefined)
          add({ body: { ...base, [k]: aKey(k) }, what: `${k} of A's, undeclared` });
      if (guarded) {
        add({
          body: { ...base, CompanyID: aKey('CompanyID') },
          what: "A's CompanyID in the body",
          impersonates: true,
        });
        if (!recordKey)
          add({
            body: { ...base, Empid: aKey('Empid') },
            what: "A's Empid in the body",
            impersonates: true,
          });
      }
      // A master with files takes them by multipart: the same keys, parsed another way.
      const fileFields = Object.entries(
        op?.requestBody?.content['multipart/form-data']?.schema?.properties ?? {},
      ).filter(([, s]) => s.readOnly && /multipart/.test(s.description ?? ''));
      if (fileFields.length && guarded)
        add({
          what: "every key of A's, by multipart",
          upload: {
            fields: every,
            files: [{ field: fileFields[0][0], bytes: PDF, name: 'beta.pdf', type: PDF_TYPE }],
          },
        });
      return out;
    };

    /** Creates under names only A has: refused as a duplicate only if another company's names count. */
    const namesOfA = (m: string, p: string): Probe[] => {
      const theirs = A.sent.get(p);
      if (!theirs) return [];
      const base = bodyFor(spec, m, p, B, B_NAMES);
      const marked = Object.keys(base).filter(
        (k) => typeof theirs[k] === 'string' && MARKED.test(theirs[k] as string),
      );
      if (!marked.length) return [];
      return [
        {
          who: 'b',
          method: m,
          url: p,
          body: { ...base, ...Object.fromEntries(marked.map((k) => [k, theirs[k]])) },
          what: `A's ${marked.join(', ')}`,
          sendsMark: marked,
        },
      ];
    };

    // What B is answered must hold nothing of A's: A's mark, or one of A's own keys by its name.
    const rowsOfA = await rowsOf(env, A.who.CompanyID);
    const ownedByA = new Map<string, Set<number>>();
    for (const [table, rows] of rowsOfA) {
      const [pk] = env.db.sequelize.model(table).primaryKeyAttributes;
      if (/^id$/i.test(pk)) continue;
      for (const r of rows)
        if (r.CompanyID === A.who.CompanyID || table === 'company')
          ownedByA.set(pk, (ownedByA.get(pk) ?? new Set()).add(Number(r[pk])));
    }
    const keysOfA = (value: unknown, found: string[] = []): string[] => {
      if (Array.isArray(value)) for (const v of value) keysOfA(v, found);
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) {
          if (typeof v === 'number' && ownedByA.get(k)?.has(v)) found.push(`${k}=${v}`);
          else keysOfA(v, found);
        }
      return found;
    };

    const violations: string[] = [];
    const probe = async (c: Probe) => {
      const agent = c.who === 'anon' ? anon : B.who.api;
      const req = c.upload
        ? multipart(agent, c.method, c.url, c.upload.fields, c.upload.files)
        : send(agent, c);
      const res = await req.buffer(true).parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      });
      const bytes = res.body as Buffer;
      const type = String(res.headers['content-type'] ?? '');
      const json = /json/.test(type);
      let text = json || /^text\//.test(type) ? bytes.toString('utf8') : '';
      let body: unknown = undefined;
      if (json) body = JSON.parse(text || 'null');
      const report = (problem: string) =>
        violations.push(
          `${c.method.toUpperCase()} ${c.url.slice(0, 140)} (${c.who === 'anon' ? 'no session, ' : ''}${c.what}${c.body !== undefined ? `, sent ${excerpt(c.body, 200)}` : ''}): ${res.status}, ${problem}: ${excerpt(text || type, 240)}`,
        );
      if (c.method === 'get' && c.url.split('?')[0] === COMPANY_LIST && body) {
        // Names and keys only, of every company: the list a login is chosen from.
        const rows = ((body as Json).data ?? []) as Json[];
        if (rows.some((r) => Object.keys(r).some((k) => k !== 'CompanyID' && k !== 'CompanyName')))
          report('the company list shows more than names');
        text = '';
        body = undefined;
      }
      const problems: string[] = [];
      if (res.status >= 500) problems.push('a server error');
      if (c.impersonates && res.status !== 403) problems.push('not refused with 403');
      if (res.status < 300 && !json && bytes.length) {
        if (c.pathOfA) problems.push(`A's ${type || 'file'} served`);
        else if (/pdf/.test(type) && MARKED.test((await pdfText(bytes)).text))
          problems.push("A's mark in the PDF");
      }
      if (!c.sendsMark && MARKED.test(text)) problems.push("A's mark in the answer");
      // A key B sent, answered back under its own name (a report's ItemId), tells B nothing.
      const echoed = new Set([
        ...[...new URL(c.url, 'http://x').searchParams].map(([k, v]) => `${k}=${v}`),
        ...keysOfA(c.body ?? c.upload?.fields),
      ]);
      const keys = keysOfA(body).filter((k) => !echoed.has(k));
      if (keys.length) problems.push(`A's keys in the answer (${keys.slice(0, 5).join(', ')})`);
      const errors = Object.keys(((body as Json | undefined)?.errors ?? {}) as Json);
      if (c.reusesKey && /Idempotency-Key/.test(String((body as Json | undefined)?.error)))
        problems.push("answered by A's Idempotency-Key");
      if (res.status === 409 && c.sendsMark?.some((k) => errors.includes(k)))
        problems.push("refused as a duplicate of A's");
      for (const problem of problems) report(problem);
    };

    const probesOf = (m: string, p: string) => {
      const who = isPublic(m, p) ? 'anon' : 'b';
      return m === 'get' ? readsOf(p, who) : writesOf(m, p, who);
    };
    // The login of B's own employee, asked of A's company, and of A's by A's name.
    const logins: Probe[] = [
      { CompanyID: A.who.CompanyID },
      { CompanyName: `${MARK} Traders` },
    ].map((which) => ({
      who: 'anon',
      method: 'post',
      url: '/api/login',
      body: { ...which, Username: b.username, Password: b.password },
      what: "B's employee signing in to A's company",
    }));
    // Reads, creates, other writes, deletes, each phase 8 at a time.
    for (const phase of [0, 1, 2, 3]) {
      const here = routes.filter(([m, p]) => phaseOf(spec, m, p) === phase);
      await pool(
        [...(phase === 2 ? logins : []), ...here.flatMap(([m, p]) => probesOf(m, p))],
        8,
        probe,
      );
    }

    // No row of B's (nor of a company signed up in the sweep) names one of A's records or
    // carries A's mark.
    const targets = referenceTargets(env);
    for (const [table, rows] of await rowsOf(env, A.who.CompanyID, 'others')) {
      const [pk] = env.db.sequelize.model(table).primaryKeyAttributes;
      for (const row of rows) {
        const whose = row.CompanyID === B.who.CompanyID ? "B's" : `company ${row.CompanyID}'s`;
        for (const [column, value] of Object.entries(row)) {
          if (Buffer.isBuffer(value)) continue;
          if (typeof value === 'string' && MARKED.test(value))
            violations.push(
              `${whose} ${table} ${pk}=${row[pk]} holds A's mark in ${column}: ${excerpt(value)}`,
            );
          if (typeof value !== 'number') continue;
          for (const target of targets(table, column, row)) {
            const [targetKey] = env.db.sequelize.model(target).primaryKeyAttributes;
            if (ownedByA.get(targetKey)?.has(value))
              violations.push(
                `${whose} ${table} ${pk}=${row[pk]} names A's ${target} in ${column}=${value}`,
              );
          }
        }
      }
    }
    // Last, as they leave B with names of A's: creates under names only A has.
    await pool(
      creates.flatMap(([m, p]) => namesOfA(m, p)),
      8,
      probe,
    );

    // Every path was sent a key of A's; nothing B was answered or keeps holds anything of A's;
    // A's rows, and the shared rows A reads, are exactly as they were.
    expect({
      uncovered: [...uncovered],
      violations,
      changedOfA: changes(rowsOfA, await rowsOf(env, A.who.CompanyID), env),
    }).toEqual({ uncovered: [], violations: [], changedOfA: [] });
    for (const t of await totalsByCompany(env)) expect(t.debit).toBe(t.credit);
    // B's session lasted the sweep, so every route was tried with it.
    expect((await B.who.api.get('/api/getbranch')).status).toBe(200);
    // Some 2,900 requests to 467 routes: about 10 s alone, more beside the other files of a full run.
  }, 300_000);
});
