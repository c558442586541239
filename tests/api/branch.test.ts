import { expect, it } from 'vitest';
import { describeApi } from '../support/api';

describeApi('POST /api/insertbranch', (env) => {
  it('refuses a name that differs from an existing one only in case', async () => {
    const { api } = await env.company();
    await api.post('/api/insertbranch').send({ BranchName: 'Head Office' });

    const res = await api.post('/api/insertbranch').send({ BranchName: '  HEAD office ' });

    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ BranchName: 'Branch Name already exists.' });
  });
});
