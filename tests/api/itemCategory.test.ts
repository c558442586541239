import { describe, expect, it } from 'vitest';
import { describeApi, type Agent } from '../support/api';

type Category = { ItemCatNo: number; ItemCatName: string; ItemCatUnder: number; Level: number };

async function categories(api: Agent): Promise<Category[]> {
  return (await api.get('/api/getitembycmpid')).body.data;
}

describeApi('Item categories', (env) => {
  it('builds a tree of a main category and its sub categories, renames and moves them', async () => {
    const { api } = await env.company();

    const medicine = await api.post('/api/insertitemmain').send({ ItemCatName: 'Medicine' });
    const cosmetics = await api.post('/api/insertitemmain').send({ ItemCatName: 'Cosmetics' });
    const tablets = await api
      .post('/api/insertitemsub')
      .send({ Ggroups: 'Tablets', ItemCatUnder: medicine.body.ItemCatNo });
    const renamed = await api
      .post('/api/Updateitemmain')
      .send({ ItemCatNo: medicine.body.ItemCatNo, ItemCatName: 'Medicines' });
    const moved = await api.post('/api/Updateitemsub').send({
      ItemCatNo: tablets.body.ItemCatNo,
      Ggroups: 'Tablets and Pills',
      ItemCatUnder: cosmetics.body.ItemCatNo,
    });

    expect([medicine.status, cosmetics.status, tablets.status]).toEqual([201, 201, 201]);
    expect(medicine.body.message).toBe('Item category submitted successfully!');
    expect(renamed.body.message).toBe('Item category updated successfully!');
    expect(moved.status).toBe(200);
    expect(await categories(api)).toEqual([
      expect.objectContaining({ ItemCatName: 'Cosmetics', ItemCatUnder: 0, Level: 0 }),
      expect.objectContaining({ ItemCatName: 'Medicines', ItemCatUnder: 0, Level: 0 }),
      expect.objectContaining({
        ItemCatName: 'Tablets and Pills',
        ItemCatUnder: cosmetics.body.ItemCatNo,
        Level: 1,
      }),
    ]);
  });

  it('refuses a missing name, a duplicate, an unknown main category and a loop', async () => {
    const { api } = await env.company();
    const medicine = await api.post('/api/insertitemmain').send({ ItemCatName: 'Medicine' });
    const tablets = await api
      .post('/api/insertitemsub')
      .send({ Ggroups: 'Tablets', ItemCatUnder: medicine.body.ItemCatNo });

    const noName = await api
      .post('/api/insertitemsub')
      .send({ Ggroups: '', ItemCatUnder: medicine.body.ItemCatNo });
    const dup = await api.post('/api/insertitemmain').send({ ItemCatName: 'MEDICINE' });
    const orphan = await api
      .post('/api/insertitemsub')
      .send({ Ggroups: 'Syrups', ItemCatUnder: 4242 });
    const loop = await api
      .post('/api/Updateitemsub')
      .send({ ItemCatNo: medicine.body.ItemCatNo, ItemCatUnder: tablets.body.ItemCatNo });

    expect(noName.status).toBe(400);
    expect(noName.body.errors).toEqual({ Ggroups: 'Category Name is required.' });
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual({ ItemCatName: 'Item category already exists.' });
    expect(orphan.status).toBe(400);
    expect(orphan.body.errors).toEqual({ ItemCatUnder: 'Main Category not found.' });
    expect(loop.status).toBe(400);
    expect(loop.body.errors).toEqual({
      ItemCatUnder: 'A category cannot be placed under itself or one of its sub categories.',
    });
  });

  it('deletes a sub category, but not a main category that still has one', async () => {
    const { api } = await env.company();
    const medicine = await api.post('/api/insertitemmain').send({ ItemCatName: 'Medicine' });
    const tablets = await api
      .post('/api/insertitemsub')
      .send({ Ggroups: 'Tablets', ItemCatUnder: medicine.body.ItemCatNo });

    const blocked = await api
      .delete('/api/deleteitem')
      .send({ ItemCatNo: medicine.body.ItemCatNo, DeletedBy: 1 });
    const sub = await api.delete('/api/deleteitem').send({ ItemCatNo: tablets.body.ItemCatNo });
    const main = await api.delete('/api/deleteitem').send({ ItemCatNo: medicine.body.ItemCatNo });

    expect(blocked.status).toBe(409);
    expect(blocked.body.error).toBe('This category has sub categories and cannot be deleted.');
    expect(sub.body.message).toBe('Item category deleted successfully!');
    expect(main.status).toBe(200);
    expect(await categories(api)).toEqual([]);
  });

  it("keeps a company's categories to itself", async () => {
    const a = await env.company('Alpha Traders');
    const b = await env.company('Beta Traders');
    const medicine = await a.api.post('/api/insertitemmain').send({ ItemCatName: 'Medicine' });

    const seen = await categories(b.api);
    const under = await b.api
      .post('/api/insertitemsub')
      .send({ Ggroups: 'Tablets', ItemCatUnder: medicine.body.ItemCatNo });
    const del = await b.api.delete('/api/deleteitem').send({ ItemCatNo: medicine.body.ItemCatNo });

    expect(seen).toEqual([]);
    expect(under.status).toBe(400);
    expect(del.status).toBe(404);
  });
});
