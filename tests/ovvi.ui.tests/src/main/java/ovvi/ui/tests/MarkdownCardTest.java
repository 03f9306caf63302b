package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;

import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import ovvi.cards.CardLabel;
import ovvi.cards.markdown.MarkdownCard;
import ovvi.cards.markdown.MarkdownCardFactory;

/**
 * The sample Markdown card on a pane of the simulator, reading this computer's files through the
 * session's machine: a card chosen with no file renders the README.md of the pane's folder (its
 * raw HTML as text), and again when the file is saved; a folder with no README says so, and
 * renders one as soon as it is made there; a file that is a folder is refused with a message.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class MarkdownCardTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static SimPage sim;
	private static Path project;

	@BeforeAll
	static void aProjectWithAReadme() throws Exception {
		sim = new SimPage("markdown", "", Duration.ofSeconds(10));
		project = Files.createDirectories(sim.home.resolve("project ü"));
		Files.writeString(project.resolve("README.md"), "# Sample heading\n\n<script>document.title = 'ran'</script>\n\nSee [the site](https://example.org/).\n");
	}

	@AfterAll
	static void cleanUp() throws Exception {
		sim.close();
	}

	/** The card of a new pane working in the folder, once it has read what it was asked. */
	private static MarkdownCard shown(Path folder, String place) throws Exception {
		String paneId = CardPanes.openPane(sim.window, sim.page, sim.herdr, folder.toString(), CardLabel.fresh(MarkdownCardFactory.PLUGIN, place));
		MarkdownCard card = CardPanes.cardOf(sim.window, sim.page, paneId, MarkdownCard.class);
		UiWait.until(DISPLAY, () -> !card.loading(), "the file is read");
		return card;
	}

	/** Saves as editors do: a new file renamed over the old. */
	private static void save(Path file, String text) throws Exception {
		Path written = Files.writeString(file.resolveSibling(file.getFileName() + ".new"), text);
		Files.move(written, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
	}

	@Test
	@Order(1)
	void theReadmeOfThePanesFolderIsRenderedAndFollowsItsSaves() throws Exception {
		MarkdownCard card = shown(project, "");
		assertNull(card.message());
		assertEquals(project.resolve("README.md").toString(), card.file());
		assertEquals("README.md", card.title());
		assertTrue(card.html().contains("<h1>Sample heading</h1>"), card.html());
		assertTrue(card.html().contains("&lt;script&gt;document.title = 'ran'&lt;/script&gt;"), card.html());
		UiWait.until(DISPLAY, () -> card.page().getText().contains("<h1>Sample heading</h1>"), "the page shows the rendered file");

		save(project.resolve("README.md"), "# Changed heading\n");
		UiWait.until(DISPLAY, () -> card.html().contains("<h1>Changed heading</h1>"), "the saved file is rendered again");
		assertNull(card.message());

		// as some editors save, and as a shell appends: the same file written over, its folder unchanged
		Files.writeString(project.resolve("README.md"), "# Written in place\n");
		UiWait.until(DISPLAY, () -> card.html().contains("<h1>Written in place</h1>"), "the file written in place is rendered again");
	}

	@Test
	@Order(2)
	void aFolderWithNoReadmeSaysSoAndRendersOneMadeThere() throws Exception {
		Path empty = Files.createDirectories(sim.home.resolve("empty"));
		MarkdownCard card = shown(empty, "");
		assertTrue(card.message().startsWith(empty.resolve("README.md") + " does not exist on this computer."), card.message());
		assertNull(card.html());

		save(empty.resolve("README.md"), "## Made later\n");
		UiWait.until(DISPLAY, () -> card.html() != null && card.html().contains("<h2>Made later</h2>"), "the new README is rendered");
		assertNull(card.message());
	}

	@Test
	@Order(3)
	void aFolderNamedByTheLabelIsRefused() throws Exception {
		MarkdownCard card = shown(project, project.toString());
		assertEquals(project + " is a folder, not a Markdown file.", card.message());
		assertNull(card.html());
	}
}
