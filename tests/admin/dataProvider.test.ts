import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../admin/src/dataProvider';
import { bodyOf } from './fetchStub';

/**
 * The data provider is the client under test: `fetch` is stubbed so each test sees exactly the
 * HTTP call React-Admin's request turns into, and what the answer turns back into.
 */

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

interface SentCall {
  url: string;
  method: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

function sent(index = -1): SentCall {
  const call = fetchMock.mock.calls.at(index);
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  return {
    url: decodeURIComponent(String(url)),
    method: init?.method ?? 'GET',
    body: bodyOf(init?.body),
    credentials: init?.credentials,
  };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dataProvider.getList', () => {
  it('calls the legacy list with the page, sort, search and filters, and reads the total from the body', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, { success: true, data: [{ BranchId: 7, BranchName: 'Madurai' }], total: 11 }),
    );

    const result = await dataProvider.getList('branch', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'BranchName', order: 'DESC' },
      filter: { q: 'Ma', Country: 1 },
    });

    expect(sent()).toEqual({
      url: '/api/getbranch?_start=10&_end=20&_sort=BranchName&_order=DESC&q=Ma&Country=1',
      method: 'GET',
      body: undefined,
      credentials: 'same-origin',
    });
    expect(result).toEqual({ data: [{ BranchId: 7, BranchName: 'Madurai', id: 7 }], total: 11 });
  });

  it('sorts by the primary key when React-Admin sorts by id', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: [], total: 0 }));

    await dataProvider.getList('route', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });

    expect(sent().url).toBe('/api/getroute?_start=0&_end=25&_sort=RootId&_order=ASC');
  });

  it('uses the REST route for a resource without a legacy list', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(
        200,
        { success: true, data: [{ RoleId: 3, Role: 'Salesman' }], total: 1 },
        { 'Content-Range': 'role 0-0/1' },
      ),
    );

    const result = await dataProvider.getList('role', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'Role', order: 'ASC' },
      filter: { q: 'Sa' },
    });

    expect(sent().url).toBe('/api/rest/role?filter={"q":"Sa"}&range=[0,9]&sort=["Role","ASC"]');
    expect(result).toEqual({ data: [{ RoleId: 3, Role: 'Salesman', id: 3 }], total: 1 });
  });
});

describe('dataProvider.getOne and getMany', () => {
  it('reads one record from the REST route and names it by its key', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, {
        success: true,
        data: { RootId: 4, RootName: 'North', BranchId: 2, Status: 1 },
      }),
    );

    const result = await dataProvider.getOne('route', { id: 4 });

    expect(sent()).toMatchObject({ url: '/api/rest/route/4', method: 'GET' });
    expect(result.data).toEqual({ RootId: 4, RootName: 'North', BranchId: 2, Status: 1, id: 4 });
  });

  it('reads several records by an id filter on the REST route', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, {
        success: true,
        data: [
          { BranchId: 1, BranchName: 'Chennai' },
          { BranchId: 2, BranchName: 'Salem' },
        ],
      }),
    );

    const result = await dataProvider.getMany('branch', { ids: [1, 2] });

    expect(sent()).toMatchObject({ url: '/api/rest/branch?filter={"id":[1,2]}', method: 'GET' });
    expect(result.data.map((r) => r.id)).toEqual([1, 2]);
  });
});

describe('dataProvider writes', () => {
  it('creates through the legacy endpoint with only the writable fields, and takes the new key', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(201, {
        success: true,
        message: 'Branch information submitted successfully!',
        BranchId: 12,
      }),
    );

    const result = await dataProvider.create('branch', {
      data: { BranchName: 'Head Office', Pincode: '600001', Unknown: 'x' },
    });

    expect(sent()).toMatchObject({
      url: '/api/insertbranch',
      method: 'POST',
      body: { BranchName: 'Head Office', Pincode: '600001' },
    });
    expect(result.data).toEqual({
      BranchName: 'Head Office',
      Pincode: '600001',
      Unknown: 'x',
      BranchId: 12,
      id: 12,
    });
  });

  it('never sends a derived value, and answers the one the server will compute', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(201, { success: true, message: 'Financial year submitted successfully!', FYearID: 5 }),
    );

    const result = await dataProvider.create('financialYear', {
      data: { StartDate: '2024-04-01', EndDate: '2025-03-31', FYear: 'typed by hand', Status: 1 },
    });

    expect(sent().body).toEqual({ StartDate: '2024-04-01', EndDate: '2025-03-31', Status: 1 });
    expect(result.data).toMatchObject({ id: 5, FYearID: 5, FYear: '2024-25' });
  });

  it('updates through the legacy endpoint with the fields and the primary key', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, { success: true, message: 'Route updated successfully!', RootId: 4 }),
    );

    const result = await dataProvider.update('route', {
      id: 4,
      data: { id: 4, RootId: 4, RootName: 'North Beat', Status: 2, BranchId: 2 },
      previousData: { id: 4, RootId: 4, RootName: 'North', Status: 1, BranchId: 2 },
    });

    expect(sent()).toMatchObject({
      url: '/api/updateroute',
      method: 'POST',
      body: { RootName: 'North Beat', Status: 2, BranchId: 2, RootId: 4 },
    });
    expect(result.data).toMatchObject({ id: 4, RootName: 'North Beat' });
  });

  it("sends the loaded record's numeric key when React-Admin names it by the address bar's '5'", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, { success: true, message: 'Branch updated successfully!', BranchId: 5 }),
    );

    await dataProvider.update('branch', {
      id: '5',
      data: { id: 5, BranchId: 5, BranchName: 'Mysuru Central' },
      previousData: { id: 5, BranchId: 5, BranchName: 'Mysuru Main' },
    });

    expect(sent().body).toEqual({ BranchName: 'Mysuru Central', BranchId: 5 });
  });

  it('deletes through the legacy endpoint with the key in the body', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, { success: true, message: 'Branch deleted successfully!' }),
    );

    const result = await dataProvider.delete('branch', {
      id: 3,
      previousData: { id: 3, BranchName: 'Salem' },
    });

    expect(sent()).toMatchObject({
      url: '/api/deletebranch',
      method: 'DELETE',
      body: { BranchId: 3 },
    });
    expect(result.data).toEqual({ id: 3, BranchName: 'Salem' });
  });

  it('deletes several records one REST call each', async () => {
    fetchMock.mockImplementation(async (url) => {
      const id = Number(String(url).split('/').pop());
      return answer(200, { success: true, data: { BranchId: id } });
    });

    const result = await dataProvider.deleteMany('branch', { ids: [1, 2] });

    expect([sent(0), sent(1)].map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE /api/rest/branch/1',
      'DELETE /api/rest/branch/2',
    ]);
    expect(result.data).toEqual([1, 2]);
  });
});

describe('dataProvider failures', () => {
  it('rejects a refused duplicate with the server sentence and its field errors', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(409, {
        success: false,
        error: 'Branch Name already exists.',
        errors: { BranchName: 'Branch Name already exists.' },
      }),
    );

    const failure = await dataProvider
      .create('branch', { data: { BranchName: 'head office' } })
      .catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({
      message: 'Branch Name already exists.',
      status: 409,
      body: { errors: { BranchName: 'Branch Name already exists.' } },
    });
  });

  it('rejects a call without a session with status 401, for the auth provider to log out', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { success: false, error: 'Not logged in' }));

    const failure = await dataProvider.getOne('branch', { id: 1 }).catch((e: unknown) => e);

    expect(failure).toMatchObject({ message: 'Not logged in', status: 401 });
  });
});

describe('dataProvider writes with files', () => {
  it('sends multipart when a file was chosen: the file under its field name, every other value as text', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(201, { success: true, message: 'Vehicle document submitted successfully!', VID: 4 }),
    );
    const pdf = new File(['%PDF-1.4'], 'rc.pdf', { type: 'application/pdf' });

    const result = await dataProvider.create('vehicle', {
      data: {
        VRegNo: 'KA01',
        kilometer: 12.5,
        Model: null,
        documents: { rawFile: pdf, src: 'blob:x', title: 'rc.pdf' },
      },
    });

    const body = sent().body as Record<string, unknown>;
    expect(sent().url).toBe('/api/insertVehicle');
    expect(fetchMock.mock.calls[0][1]?.body).toBeInstanceOf(FormData);
    expect(body).toMatchObject({ VRegNo: 'KA01', kilometer: '12.5', Model: '' });
    expect((body.documents as File).name).toBe('rc.pdf');
    expect(result.data).toMatchObject({ id: 4, VID: 4 });
  });

  it('sends JSON without the stored file id when no new file was chosen', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, { success: true, message: 'Vehicle document updated successfully!', VID: 4 }),
    );

    await dataProvider.update('vehicle', {
      id: 4,
      data: { VRegNo: 'KA02', documents: 17 },
      previousData: { id: 4, VID: 4, VRegNo: 'KA01', documents: 17 },
    });

    expect(sent().body).toEqual({ VRegNo: 'KA02', VID: 4 });
  });
});
