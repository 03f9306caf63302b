package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import ovvi.cards.Card;
import ovvi.cards.CardLabel;
import ovvi.cards.explorer.Entry;
import ovvi.cards.explorer.ExplorerCard;
import ovvi.cards.explorer.ImageCard;
import ovvi.cards.explorer.TextCard;
import ovvi.model.Pane;
import ovvi.model.Tab;
import ovvi.model.write.ClosePane;
import ovvi.testing.GitRepos;
import ovvi.ui.pages.Writes;
import ovvi.ui.tab.TabPart;
import ovvi.ui.tab.TabTrack;

/**
 * The File Explorer, text and image cards in the running workbench, on this computer's files
 * through the session's machine: a labelled pane shows its folder with git letters; Return on a
 * folder moves the card and renames herdr's label; a text file, a picture, a binary and a huge
 * file open in new tabs, the last two with a plain message; a missing folder says so; a folder of
 * 20 000 entries is listed off the UI thread (the longest stall of the UI thread is printed);
 * Delete asks naming the entry and F2 renames; an entry made from outside shows; a text card
 * saves with Ctrl+S and asks before it overwrites a file changed meanwhile. Each test has its own
 * session and its own repository.
 */
class ExplorerCardTest {

	private static final Display DISPLAY = Display.getCurrent();
	/** The folder of {@link #opsCard()}. */
	private static final String OPS = "ops";
	private SimPage sim;
	private Path repo;

	@BeforeEach
	void aRepositoryOfTheTest() throws Exception {
		sim = new SimPage("explorer", "", Duration.ofSeconds(10));
		repo = GitRepos.init(sim.home.resolve("repo ü"));
		Files.createDirectories(repo.resolve("sub folder"));
		Files.writeString(repo.resolve("sub folder/inside.txt"), "inside");
		Files.writeString(repo.resolve("notes.txt"), "first line\nsecond \"line\" ✓\n");
		Files.writeString(repo.resolve(".hidden"), "h");
		GitRepos.git(repo, "add", ".");
		GitRepos.commit(repo, "files");
		Files.writeString(repo.resolve("notes.txt"), "first line\nsecond \"line\" ✓\nthird\n");
		Files.write(repo.resolve("program.bin"), new byte[] { 0x7f, 'E', 'L', 'F', 0, 0, 1 });
		try (RandomAccessFile huge = new RandomAccessFile(repo.resolve("huge.log").toFile(), "rw")) {
			huge.setLength(200L * 1024 * 1024); // sparse
		}
		ImageData picture = new ImageData(40, 30, 24, new PaletteData(0xff0000, 0xff00, 0xff));
		ImageLoader loader = new ImageLoader();
		loader.data = new ImageData[] { picture };
		loader.save(repo.resolve("picture.png").toString(), SWT.IMAGE_PNG);
	}

	@AfterEach
	void cleanUp() throws Exception {
		sim.close();
	}

	/** A new tab whose one pane has the card's label, as Open File Explorer Here makes it; returns the pane's id. */
	private String openPane(CardLabel label) throws Exception {
		return CardPanes.openPane(sim.window, sim.page, sim.herdr, sim.home.toString(), label);
	}

	/** The card the workbench shows for herdr's pane, or null while it has none. */
	private Card card(String paneId) {
		return CardPanes.card(sim.window, sim.page, paneId);
	}

	private <T extends Card> T cardOf(String paneId, Class<T> type) {
		return CardPanes.cardOf(sim.window, sim.page, paneId, type);
	}

	/** A card on the repository in a new tab, as Open File Explorer Here makes it; its pane's id. */
	private String repoPane() throws Exception {
		return openPane(new CardLabel("explorer", "e1", repo + "/"));
	}

	private ExplorerCard listed(String paneId) {
		ExplorerCard card = cardOf(paneId, ExplorerCard.class);
		UiWait.until(DISPLAY, () -> !card.loading(), "the folder is listed");
		return card;
	}

	private static Optional<Entry> row(ExplorerCard card, String name) {
		return card.rows().stream().filter(entry -> entry.name().equals(name)).findFirst();
	}

	@Test
	void theFolderIsListedFoldersFirstWithGitLettersAndHiddenFilesOnRequest() throws Exception {
		ExplorerCard card = listed(repoPane());
		assertEquals(null, card.message());
		List<String> names = card.rows().stream().map(Entry::name).toList();
		assertEquals(List.of("sub folder", "huge.log", "notes.txt", "picture.png", "program.bin"), names);
		assertEquals("M", card.letter("notes.txt"));
		assertEquals("?", card.letter("picture.png"));
		assertEquals("", card.letter("sub folder"));
		Table table = Widgets.byId(card.table().getParent(), ExplorerCard.TABLE_ROLE, Table.class);
		assertEquals(5, table.getItemCount());
		assertEquals("M", table.getItem(2).getText(1), "the letter is in the row");
		assertEquals("repo ü/", card.title());

		Button hidden = Widgets.byId(card.table().getParent(), ExplorerCard.HIDDEN_ROLE, Button.class);
		Mouse.click(hidden);
		UiWait.until(DISPLAY, () -> row(card, ".hidden").isPresent(), "the hidden file shows");
		Mouse.click(hidden);
		UiWait.until(DISPLAY, () -> row(card, ".hidden").isEmpty(), "the hidden file hides again");
	}

	@Test
	void returnOnAFolderMovesTheCardAndRenamesHerdrsLabel() throws Exception {
		String paneId = repoPane();
		ExplorerCard card = listed(paneId);
		UiWait.focusInto(sim.window.getShell());
		UiWait.until(DISPLAY, () -> {
			card.table().forceFocus();
			return DISPLAY.getFocusControl() == card.table();
		}, "the table has the keyboard");
		card.table().setSelection(0);
		Keyboard.press(DISPLAY, SWT.CR);
		UiWait.until(DISPLAY, () -> card.folder().equals(repo + "/sub folder") && !card.loading(), "the card moved");
		assertEquals(List.of("inside.txt"), card.rows().stream().map(Entry::name).toList());
		UiWait.until(DISPLAY, () -> ("ovvi:explorer#e1 " + repo + "/sub folder/").equals(sim.paneLabel(paneId)),
				"herdr's label follows: " + sim.paneLabel(paneId));
		card.openFolder(repo.toString());
		UiWait.until(DISPLAY, () -> ("ovvi:explorer#e1 " + repo + "/").equals(sim.paneLabel(paneId)) && !card.loading(), "back at the top");
	}

	@Test
	void aTextFileAndAPictureOpenInTheirCards() throws Exception {
		ExplorerCard card = listed(repoPane());
		card.open(row(card, "notes.txt").orElseThrow());
		TextCard text = cardOf(sim.paneLabelled("text", repo + "/notes.txt"), TextCard.class);
		UiWait.until(DISPLAY, () -> !text.loading(), "the text is read");
		assertEquals("first line\nsecond \"line\" ✓\nthird\n", text.text());
		assertEquals(null, text.message());
		assertEquals("notes.txt", text.title());

		card.open(row(card, "picture.png").orElseThrow());
		ImageCard image = cardOf(sim.paneLabelled("image", repo + "/picture.png"), ImageCard.class);
		UiWait.until(DISPLAY, () -> !image.loading(), "the picture is read");
		assertEquals(null, image.message());
		assertEquals(40, image.pictureSize().width);
		assertEquals(30, image.pictureSize().height);
	}

	@Test
	void aBinaryAndAHugeFileSayWhyTheyAreNotShown() throws Exception {
		ExplorerCard card = listed(repoPane());
		card.open(row(card, "program.bin").orElseThrow());
		TextCard binary = cardOf(sim.paneLabelled("text", repo + "/program.bin"), TextCard.class);
		UiWait.until(DISPLAY, () -> !binary.loading(), "the file is read");
		assertEquals(repo + "/program.bin is a binary file: it is not shown as text.", binary.message());
		assertEquals("", binary.text());

		card.open(row(card, "huge.log").orElseThrow());
		TextCard huge = cardOf(sim.paneLabelled("text", repo + "/huge.log"), TextCard.class);
		UiWait.until(DISPLAY, () -> !huge.loading(), "the file is asked");
		assertEquals(repo + "/huge.log is 200 MB, larger than the 5.0 MB shown as text.", huge.message());
	}

	@Test
	void aMissingFolderSaysSoAndKeepsTheCard() throws Exception {
		Path gone = sim.home.resolve("gone");
		ExplorerCard card = listed(openPane(new CardLabel("explorer", "e2", gone + "/")));
		assertTrue(card.message().startsWith("The folder " + gone + " does not exist on this computer."), card.message());
		assertTrue(card.rows().isEmpty());
	}

	@Test
	void aFolderOf20000EntriesIsListedOffTheUiThread() throws Exception {
		Path many = Files.createDirectories(sim.home.resolve("many"));
		for (int i = 0; i < 20_000; i++) {
			Files.createFile(many.resolve("file-" + i + ".txt"));
		}
		String paneId = openPane(new CardLabel("explorer", "e3", many + "/"));
		ExplorerCard card = cardOf(paneId, ExplorerCard.class);
		// the UI thread's longest gap between ticks while the folder is listed and shown
		long[] last = { System.nanoTime() };
		long[] longest = { 0 };
		Runnable[] tick = new Runnable[1];
		tick[0] = () -> {
			long now = System.nanoTime();
			longest[0] = Math.max(longest[0], now - last[0]);
			last[0] = now;
			if (card.loading() || card.table().getItemCount() < 20_000) {
				DISPLAY.timerExec(5, tick[0]);
			}
		};
		long start = System.nanoTime();
		DISPLAY.timerExec(5, tick[0]);
		UiWait.until(DISPLAY, () -> !card.loading() && card.table().getItemCount() == 20_000, "20 000 entries listed");
		long took = System.nanoTime() - start;
		assertEquals(20_000, card.rows().size());
		UiWait.until(DISPLAY, () -> card.table().getItemCount() == 20_000, "every row in the table");
		System.out.printf("BENCH explorer card: 20000 entries shown in %.0f ms, longest UI thread stall %.0f ms%n", took / 1e6,
				longest[0] / 1e6);
	}

	@Test
	void terminalHereOpensAShellInTheFolderBesideTheCard() throws Exception {
		String paneId = repoPane();
		ExplorerCard card = listed(paneId);
		String tabId = sim.page.connection().store().pane(paneId).tabId();
		TabTrack.of(sim.window).part(sim.page.connection().store().tab(tabId)).activate();
		UiWait.until(DISPLAY, () -> card.table().isVisible(), "the card's tab shows");
		Mouse.click(Widgets.byId(card.table().getParent().getParent(), ExplorerCard.TERMINAL_ROLE, Button.class));
		UiWait.until(DISPLAY, () -> sim.page.connection().store().tab(tabId).panes().stream()
				.anyMatch(pane -> !pane.id().equals(paneId) && repo.toString().equals(pane.cwd())),
				"a pane in the folder beside the card: " + sim.page.connection().store().tab(tabId).panes());
	}

	@Test
	void aNameNoLabelCanHoldIsSaidNotOpened() throws Exception {
		Path odd = Files.createDirectories(sim.home.resolve("odd"));
		Files.writeString(odd.resolve("line\nbreak"), "x");
		ExplorerCard card = listed(openPane(new CardLabel("explorer", "e4", odd + "/")));
		card.open(row(card, "line\nbreak").orElseThrow());
		assertEquals(odd + "/line⏎break cannot be opened in a card: a pane's label holds no line breaks or control characters.",
				card.message());
	}

	/** The card's table with the keyboard and the named row selected. */
	private void select(ExplorerCard card, String name) {
		TabTrack.of(sim.window).part(sim.page.connection().store().tab(
				sim.page.connection().store().pane(sim.paneLabelled("explorer", card.folder() + "/")).tabId())).activate();
		UiWait.until(DISPLAY, () -> card.table().isVisible(), "the card's tab shows");
		UiWait.focusInto(sim.window.getShell());
		UiWait.until(DISPLAY, () -> {
			card.table().forceFocus();
			return DISPLAY.getFocusControl() == card.table();
		}, "the table has the keyboard");
		card.table().setSelection(card.rows().indexOf(row(card, name).orElseThrow()));
	}

	private static Button button(Shell dialog, String text) {
		return Widgets.all(dialog, Button.class).stream().filter(b -> b.getText().replace("&", "").equals(text)).findFirst().orElseThrow();
	}

	/** A card on a folder of files to delete and rename, {@link #OPS} in the session's home. */
	private ExplorerCard opsCard() throws Exception {
		Path ops = Files.createDirectories(sim.home.resolve(OPS));
		Files.writeString(ops.resolve("doomed 'one' ✓.txt"), "doomed");
		Files.writeString(ops.resolve("old name.txt"), "old");
		Files.writeString(ops.resolve("taken.txt"), "taken");
		return listed(openPane(new CardLabel("explorer", "e5", ops + "/")));
	}

	@Test
	void deleteAsksNamingTheEntryAndCancelKeepsIt() throws Exception {
		ExplorerCard card = opsCard();
		Path ops = sim.home.resolve(OPS);
		select(card, "doomed 'one' ✓.txt");
		List<String> asked = new ArrayList<>();
		DialogDriver cancel = DialogDriver.when(DISPLAY, "Delete", question -> {
			Widgets.all(question, Label.class).forEach(label -> asked.add(label.getText()));
			Mouse.click(button(question, "Cancel"));
		});
		Keyboard.delete(DISPLAY);
		cancel.await();
		assertTrue(asked.stream().anyMatch(text -> text.startsWith("Delete \"doomed 'one' ✓.txt\" from " + ops + " on this computer?")),
				"the question names the entry: " + asked);
		assertEquals("doomed", Files.readString(ops.resolve("doomed 'one' ✓.txt")), "Cancel deletes nothing");

		DialogDriver agree = DialogDriver.when(DISPLAY, "Delete", question -> Mouse.click(button(question, "Delete")));
		Keyboard.delete(DISPLAY);
		agree.await();
		UiWait.until(DISPLAY, () -> row(card, "doomed 'one' ✓.txt").isEmpty() && !card.loading(), "the row goes");
		assertFalse(Files.exists(ops.resolve("doomed 'one' ✓.txt")));
	}

	@Test
	void f2RenamesAndATakenNameIsSaidInTheDialog() throws Exception {
		ExplorerCard card = opsCard();
		Path ops = sim.home.resolve(OPS);
		select(card, "old name.txt");
		String[] refusal = new String[1];
		DialogDriver user = DialogDriver.when(DISPLAY, "Rename", dialog -> {
			Text name = Widgets.all(dialog, Text.class).get(0);
			name.selectAll();
			Keyboard.type(DISPLAY, "taken.txt");
			refusal[0] = Widgets.all(dialog, Text.class).get(1).getText();
			assertFalse(button(dialog, "OK").isEnabled(), "OK is off for a taken name");
			name.selectAll();
			Keyboard.type(DISPLAY, "new name.txt");
			Mouse.click(button(dialog, "OK"));
		});
		Keyboard.press(DISPLAY, SWT.F2);
		user.await();
		assertEquals("\"taken.txt\" is already in this folder.", refusal[0]);
		UiWait.until(DISPLAY, () -> row(card, "new name.txt").isPresent() && !card.loading(), "the renamed row shows");
		assertEquals("old", Files.readString(ops.resolve("new name.txt")));
		assertEquals("taken", Files.readString(ops.resolve("taken.txt")));
	}

	@Test
	void anEntryMadeFromOutsideShowsWithoutARefresh() throws Exception {
		ExplorerCard card = opsCard();
		Path ops = sim.home.resolve(OPS);
		Files.writeString(ops.resolve("made outside ✓.txt"), "outside");
		UiWait.until(DISPLAY, () -> row(card, "made outside ✓.txt").isPresent(), "the card's watch lists the folder again");
		Files.delete(ops.resolve("made outside ✓.txt"));
		UiWait.until(DISPLAY, () -> row(card, "made outside ✓.txt").isEmpty(), "and again when it is deleted");
	}

	/** A text card on the repository's notes.txt, in a new tab as the explorer opens it; its pane's id. */
	private String notesPane() throws Exception {
		return openPane(new CardLabel("text", "t1", repo.resolve("notes.txt").toString()));
	}

	@Test
	void ctrlSSavesTheTextAndAFileChangedMeanwhileIsAskedAbout() throws Exception {
		Path notes = repo.resolve("notes.txt");
		String paneId = notesPane();
		TextCard card = cardOf(paneId, TextCard.class);
		UiWait.until(DISPLAY, () -> !card.loading(), "the text is read");
		TabTrack.of(sim.window).part(sim.page.connection().store().tab(
				sim.page.connection().store().pane(paneId).tabId())).activate();
		StyledText text = card.editor();
		UiWait.focusInto(sim.window.getShell());
		UiWait.until(DISPLAY, () -> {
			text.forceFocus();
			return DISPLAY.getFocusControl() == text;
		}, "the text has the keyboard");
		text.setCaretOffset(0);
		Keyboard.type(DISPLAY, "typed ");
		assertTrue(card.dirty());
		assertEquals("*notes.txt", card.title());
		Keyboard.chord(DISPLAY, 's', 's', SWT.CTRL);
		UiWait.until(DISPLAY, () -> !card.dirty() && !card.saving(), "Ctrl+S saved it");
		assertEquals("typed first line\nsecond \"line\" ✓\nthird\n", Files.readString(notes));
		assertEquals("notes.txt", card.title());

		Keyboard.type(DISPLAY, "again ");
		Files.writeString(notes, "theirs\n");
		DialogDriver decline = DialogDriver.when(DISPLAY, TextCard.CHANGED_TITLE, question -> Mouse.click(button(question, "Cancel")));
		Keyboard.chord(DISPLAY, 's', 's', SWT.CTRL);
		decline.await();
		UiWait.until(DISPLAY, () -> !card.saving() && card.message() != null, "the card says it did not save");
		assertTrue(card.message().startsWith("Not saved: " + notes), card.message());
		assertEquals("theirs\n", Files.readString(notes), "their version is kept");
		assertEquals("typed again first line\nsecond \"line\" ✓\nthird\n", card.text(), "and so is mine");
		assertTrue(card.dirty());

		DialogDriver overwrite = DialogDriver.when(DISPLAY, TextCard.CHANGED_TITLE, question -> Mouse.click(button(question, "Overwrite")));
		Keyboard.chord(DISPLAY, 's', 's', SWT.CTRL);
		overwrite.await();
		UiWait.until(DISPLAY, () -> !card.dirty() && !card.saving(), "saved over theirs when told to");
		assertEquals(card.text(), Files.readString(notes));
	}

	@Test
	void closingTextWithChangesNotSavedAsksFirstAndCancelKeepsThem() throws Exception {
		String paneId = notesPane();
		TextCard card = cardOf(paneId, TextCard.class);
		UiWait.until(DISPLAY, () -> !card.loading() && !card.saving(), "the text is there");
		card.editor().setCaretOffset(0);
		card.editor().insert("unsaved ");
		assertTrue(card.dirty());
		Pane pane = sim.page.connection().store().pane(paneId);

		DialogDriver keep = DialogDriver.when(DISPLAY, "Close Pane?", question -> {
			assertTrue(Widgets.all(question, Label.class).stream().anyMatch(label -> label.getText()
					.equals("notes.txt has changes that are not saved. Close Pane discards them.")), "the question names the file");
			Mouse.click(button(question, "Cancel"));
		});
		Writes.submit(sim.window, sim.page, new ClosePane(pane, false));
		keep.await();
		assertTrue(card.text().startsWith("unsaved "), "Cancel keeps the text");

		// closing its tab's part asks too, and Cancel brings the tab back with the text
		Tab tab = sim.page.connection().store().tab(pane.tabId());
		DialogDriver keepTab = DialogDriver.when(DISPLAY, "Close Tab?", question -> Mouse.click(button(question, "Cancel")));
		TabPart part = TabTrack.of(sim.window).part(tab);
		sim.window.getService(EPartService.class).hidePart(part.model());
		keepTab.await();
		UiWait.until(DISPLAY, () -> card(paneId) instanceof TextCard back && back.text().startsWith("unsaved "),
				"the tab is back with the text not saved");
		assertTrue(sim.snapshot().getAsJsonArray("panes").toString().contains(paneId), "herdr still has the pane");

		DialogDriver discard = DialogDriver.when(DISPLAY, "Close Pane?", question -> Mouse.click(button(question, "Discard Changes")));
		Writes.submit(sim.window, sim.page, new ClosePane(pane, false));
		discard.await();
		UiWait.until(DISPLAY, () -> !sim.snapshot().getAsJsonArray("panes").toString().contains(paneId), "Discard Changes closed the pane");
	}
}
