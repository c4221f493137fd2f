import { ADMIN, expect, expectToast, perfumeListFor, signIn, test, perfumeSlug } from "./fixtures";
import { lookAt } from "./look-at";


test("the owner classifies a perfume and adds a note; a comma and no family are refused in French, values kept", { tag: "@nojs" }, async ({ page, jsEnabled }, testInfo) => {
  const name = `Brume Olfactive ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signIn(page);
  await page.goto(`${ADMIN}/parfums/nouveau`);
  const dialog = page.getByRole("dialog", { name: "Nouveau parfum" });
  await dialog.getByLabel("Nom du parfum", { exact: true }).fill(name);
  await dialog.getByLabel("Prix").fill("49");
  await dialog.getByLabel("Quantité en stock").fill("4");
  const top = dialog.getByRole("group", { name: "Notes de tête" });
  // Every note input suggests the notes the catalogue already uses.
  const first = top.getByLabel("Note de tête 1");
  const datalist = await first.getAttribute("list");
  expect(await dialog.locator(`datalist[id="${datalist}"] option[value="Bergamote"]`).count()).toBe(1);
  await first.fill("Citron, poivre rose");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(dialog.getByText("Choisissez au moins une famille olfactive")).toBeVisible();
  await expect(top.getByText("Une note par case, sans virgule, point-virgule, barre oblique ni < >")).toBeVisible();
  await expect(first).toHaveValue("Citron, poivre rose");
  await expect(dialog.getByLabel("Nom du parfum", { exact: true })).toHaveValue(name);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await top.scrollIntoViewIfNeeded();
    await lookAt(page, `olfactory-${testInfo.project.name}-${width}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await dialog.getByRole("group", { name: "Familles olfactives" }).getByLabel("Hespéridé").check();
  await dialog.getByLabel("Aromatique").check();
  await first.fill("Citron de Menton");
  if (jsEnabled) {
    // Two inputs to start with; the button adds a third and puts the keyboard in it.
    await expect(top.getByRole("combobox")).toHaveCount(2);
    await top.getByRole("button", { name: "Ajouter une note" }).focus();
    await page.keyboard.press("Enter");
    await expect(top.getByLabel("Note de tête 3")).toBeFocused();
    await page.keyboard.type("Poivre rose");
  } else {
    // The refused post came back with a spare empty input after what was typed.
    await expect(top.getByRole("button", { name: "Ajouter une note" })).toHaveCount(0);
    await expect(top.getByLabel("Note de tête 2")).toHaveValue("");
    await top.getByLabel("Note de tête 2").fill("Poivre rose");
  }
  await dialog.getByRole("group", { name: "Notes de fond" }).getByLabel("Note de fond 1").fill("Vétiver");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expectToast(page, "Parfum créé", name);

  await page.goto(`/products/${perfumeSlug(name)}`);
  const pyramid = page.getByRole("region", { name: "Pyramide olfactive" });
  await expect(pyramid.getByRole("link", { name: "Hespéridé" })).toHaveAttribute("href", "/collections?famille=hesperide");
  await expect(pyramid.getByRole("link", { name: "Aromatique" })).toHaveAttribute("href", "/collections?famille=aromatique");
  await expect(pyramid.getByText("Citron de Menton, Poivre rose")).toBeVisible();
  await expect(pyramid.getByText("Vétiver")).toBeVisible();
  await lookAt(pyramid, `olfactory-page-${testInfo.project.name}.png`);

  // Back in the editor: the notes one per input, then two spare ones; the families ticked.
  await page.goto(perfumeListFor(name));
  await page.getByRole("link", { name: `Modifier ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Modifier le parfum" });
  await expect(edit.getByLabel("Hespéridé")).toBeChecked();
  const editTop = edit.getByRole("group", { name: "Notes de tête" });
  await expect(editTop.getByRole("combobox")).toHaveCount(4);
  await expect(editTop.getByLabel("Note de tête 2")).toHaveValue("Poivre rose");
  await expect(editTop.getByLabel("Note de tête 3")).toHaveValue("");
});
