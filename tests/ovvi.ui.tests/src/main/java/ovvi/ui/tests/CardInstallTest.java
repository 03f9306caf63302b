package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.eclipse.core.runtime.Platform;
import org.eclipse.equinox.p2.engine.IProfile;
import org.eclipse.equinox.p2.metadata.IInstallableUnit;
import org.eclipse.equinox.p2.query.QueryUtil;
import org.eclipse.equinox.p2.ui.ProvisioningUI;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.swt.browser.Browser;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

import ovvi.cards.CardCatalog;
import ovvi.cards.CardLabel;
import ovvi.cards.MissingCard;
import ovvi.cards.WidgetRole;
import ovvi.cards.install.CardProfile;
import ovvi.model.Pane;
import ovvi.model.Tab;
import ovvi.terminal.TerminalCard;
import ovvi.ui.UiIds;
import ovvi.ui.tab.TabTrack;

/**
 * Help ▸ Install Cards… and Installed Cards… in an Ovvi that p2 installed (this run's runtime is
 * the product, installed by p2's director with its profile), worked with real input from the
 * test's own thread. A failed install gives p2's own reason and leaves the installation as it was:
 * the same profile, the same bundles. The sample Markdown card, installed from the zipped site the
 * build writes, registers its factory with no restart, is offered by the card chooser and renders
 * a README on a simulator pane; uninstalled, it leaves the profile and the bundles as they were.
 * The sample card's life, from a failed install to its uninstall, is one test of named steps: each
 * step starts where the one before left the installation.
 */
class CardInstallTest {

	private final Display display = PlatformUI.getWorkbench().getDisplay();
	private final BesideTheUi ui = new BesideTheUi(display);

	private static final String MARKDOWN = "markdown";
	/** The sample card's feature, as p2's dialogs name it. */
	private static final String SAMPLE_CARD = "Ovvi Markdown card (sample)";
	/** The sample card's page ({@link WidgetRole}): the test does not link against the card it installs. */
	private static final String MARKDOWN_PAGE = "markdown.card.page";

	@TempDir
	Path temp;

	private SimPage sim;

	@BeforeAll
	static void errorsShowAsAUserSeesThem() {
		// the test harness turns JFace's error dialogs into log entries
		ErrorDialog.AUTOMATED_MODE = false;
	}

	@Test
	void aLocationWithNoSiteGetsP2sAnswerAndChangesNothing() {
		Installation before = Installation.now();
		Shell wizard = openInstallCards();
		workWith("file:/nonexistent-ovvi-site/");
		Shell error = ui.shell("Error Contacting Site");
		assertTrue(text(error).contains("No software site found at file:/nonexistent-ovvi-site"), text(error));
		ui.click(button(error, "Remove"));
		awaitText(wizard, "Could not find file:/nonexistent-ovvi-site");
		cancel(wizard);
		assertEquals(before, Installation.now());
	}

	@Test
	void aWebPageThatIsNoSiteGetsP2sAnswerAndChangesNothing() throws Exception {
		Installation before = Installation.now();
		Files.writeString(temp.resolve("index.html"), "<html><body><h1>Cards</h1></body></html>");
		try (UpdateSites.Served web = new UpdateSites.Served(temp)) {
			Shell wizard = openInstallCards();
			workWith(web.address().toString());
			Shell error = ui.shell("Error Contacting Site");
			assertTrue(text(error).contains("No software site found at " + web.address()), text(error));
			ui.click(button(error, "Remove"));
			cancel(wizard);
		}
		assertEquals(before, Installation.now());
	}

	@Test
	void aCardWhoseDependenciesAreMissingGetsP2sReasonAndChangesNothing() throws Exception {
		Installation before = Installation.now();
		Shell wizard = everyCardOf(UpdateSites.withAMissingDependency(temp).toUri().toString(), "Broken cards");
		press(wizard, "Next >");
		awaitText(wizard, "Cannot complete the install because one or more required items could not be found.");
		assertTrue(text(wizard).contains(
				"Missing requirement: ovvi.cards.broken 1.0.0 requires 'java.package; org.example.nowhere 0.0.0' but it could not be found"),
				text(wizard));
		assertFalse(ui.get(() -> button(wizard, "Finish").isEnabled()), "Finish stays off");
		cancel(wizard);
		assertEquals(before, Installation.now());
	}

	@Test
	void theSampleCardIsInstalledAfterAFailedTryWorksOnAPaneWithoutARestartAndIsUninstalled() throws Exception {
		Installation before = Installation.now();
		aSiteThatGoesAwayMidInstallGetsP2sReasonAndChangesNothing(before);
		String markdownPane = theSampleCardInstalledFromItsZippedSiteIsChosenAndWorksOnAPaneWithoutARestart();
		theCardUninstalledFromInstalledCardsLeavesNoBundleAndItsPaneSaysWhatIsMissing(before, markdownPane);
	}

	/** The licence is accepted on the way: the next install of the card does not ask it again. */
	private void aSiteThatGoesAwayMidInstallGetsP2sReasonAndChangesNothing(Installation before) throws Exception {
		Path site = UpdateSites.unzipped(UpdateSites.sample(), Files.createDirectories(temp.resolve("site")));
		Shell wizard;
		try (UpdateSites.Served web = new UpdateSites.Served(site)) {
			wizard = everyCardOf(web.address().toString(), "Ovvi sample cards");
			press(wizard, "Next >");
			awaitText(wizard, "Install Details");
			press(wizard, "Next >");
			acceptTheLicence(wizard);
		}
		// p2 has read what the site offers; the bundles themselves are fetched after Finish
		press(wizard, "Finish");
		trustTheAuthorityForThisInstallOnly();
		Shell problem = ui.shell("Problem Occurred");
		assertTrue(text(problem).contains("'Installing Software' has encountered a problem."), text(problem));
		assertTrue(text(problem).contains("An error occurred while collecting items to be installed"), text(problem));
		ui.click(button(problem, "Details >>"));
		awaitText(problem, "Unable to connect to repository http://127.0.0.1:");
		ui.click(button(problem, "OK"));
		assertEquals(before, Installation.now());
	}

	/** @return the pane of the Markdown card */
	private String theSampleCardInstalledFromItsZippedSiteIsChosenAndWorksOnAPaneWithoutARestart() throws Exception {
		Shell wizard = everyCardOf(UpdateSites.zipped(UpdateSites.sample()).toString(), "Ovvi sample cards");
		awaitText(wizard, "1 item selected");
		ui.run(() -> Screenshots.saveQuietly(wizard, "install-cards.png"));
		press(wizard, "Next >");
		awaitText(wizard, "Install Details");
		assertTrue(text(wizard).contains(SAMPLE_CARD), text(wizard));
		assertFalse(ui.get(() -> button(wizard, "Next >").isEnabled()), "the licence accepted for the install that failed is not asked again");
		press(wizard, "Finish");
		// neither the card's bundle nor commonmark is signed: p2 asks before it installs them
		Shell trust = ui.shell("Trust Artifacts");
		assertTrue(text(trust).contains("Do you trust unsigned content of unknown origin?"), text(trust));
		ui.click(button(trust, "Select All"));
		ui.click(button(trust, "Trust Selected"));
		applyTheChangesNow();
		ui.awaitTrue(() -> catalog().factory(MARKDOWN).isPresent(), "the Markdown card's factory registers");
		assertFalse(sampleCardFiles().isEmpty(), "the card's files are in the installation");

		sim = ui.get(CardInstallTest::simPage);
		Files.writeString(sim.home.resolve("README.md"), "# Sample heading\n\n<script>document.title = 'ran'</script>\n");
		Tab tab = ui.get(sim.page::selectedTab);
		Pane terminalPane = ui.get(() -> tab.panes().get(0));
		Control terminal = ui.await(() -> Optional.ofNullable(Terminals.of(TabTrack.of(sim.window).part(tab).cards(), terminalPane))
				.map(TerminalCard::terminalControl), "the pane's terminal streams");
		toTheWorkbenchWindow();
		ui.awaitTrue(() -> terminal.forceFocus() && display.getFocusControl() == terminal, "the terminal has the keyboard");
		// Ctrl+Shift+K in a terminal (Ctrl+K alone is the shell's)
		ui.keys("ctrl+shift+k");
		Shell chooser = ui.shell("Open Card Here");
		org.eclipse.swt.widgets.List list = ui.get(() -> Widgets.byId(chooser, UiIds.CARD_CHOOSER, org.eclipse.swt.widgets.List.class));
		List<String> rows = ui.get(() -> List.of(list.getItems()));
		assertEquals(List.of("Terminal", "Browser", "File Explorer", "Git", "Markdown"), rows, "the chooser offers the new card");
		int markdown = rows.indexOf("Markdown");
		int rowHeight = ui.get(list::getItemHeight);
		ui.clickAt(list, rowHeight, rowHeight * markdown + rowHeight / 2);
		ui.awaitTrue(() -> list.getSelectionIndex() == markdown, "the Markdown row is selected");
		ui.keys("Return");

		String markdownPane = ui.await(() -> tab.panes().stream()
				.filter(pane -> CardLabel.parse(pane.label()).map(CardLabel::plugin).orElse("").equals(MARKDOWN)).map(Pane::id)
				.findFirst(), "a Markdown card's pane took the terminal's place");
		// looked up at each look: once the page first found was disposed by then (the card made again)
		ui.awaitTrue(() -> markdownPage().map(page -> page.getText().contains("<h1>Sample heading</h1>")).orElse(false),
				"the pane folder's README is rendered");
		String html = ui.get(() -> markdownPage().orElseThrow().getText());
		assertTrue(html.contains("&lt;script&gt;document.title = 'ran'&lt;/script&gt;"), "raw HTML shows as text: " + html);
		assertEquals("README.md", ui.get(() -> CardPanes.card(sim.window, sim.page, markdownPane).title()));
		ui.run(() -> Screenshots.saveQuietly(sim.window.getShell(), "markdown-card.png"));

		// as editors save: a new file renamed over the old
		Path saved = Files.writeString(sim.home.resolve("README.md.new"), "# Changed heading\n");
		Files.move(saved, sim.home.resolve("README.md"), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
		ui.awaitTrue(() -> markdownPage().map(page -> page.getText().contains("<h1>Changed heading</h1>")).orElse(false),
				"the saved README is rendered again");
		return markdownPane;
	}

	/** UI thread: the Markdown card's page in the window, if one shows. */
	private Optional<Browser> markdownPage() {
		return Widgets.all(sim.window.getShell(), Browser.class).stream()
				.filter(browser -> !browser.isDisposed() && MARKDOWN_PAGE.equals(browser.getData(WidgetRole.KEY))).findFirst();
	}

	/** @param beforeTheCard the installation before the card's install, for its uninstall to come back to */
	private void theCardUninstalledFromInstalledCardsLeavesNoBundleAndItsPaneSaysWhatIsMissing(Installation beforeTheCard,
			String markdownPane) throws Exception {
		toTheWorkbenchWindow();
		ui.keys("alt+h", "c");
		Shell installed = ui.shell("Installed Cards");
		Table table = ui.await(() -> Widgets.all(installed, Table.class).stream().findFirst(), "the installed cards' table");
		// (the tests' runtime lists its own bundles too: p2's director installed them as roots)
		TableItem card = ui.await(() -> Stream.of(table.getItems()).filter(item -> item.getText(0).equals(SAMPLE_CARD)).findFirst(),
				"the sample card is listed");
		Rectangle row = ui.get(card::getBounds);
		ui.clickAt(table, row.x + row.width / 2, row.y + row.height / 2);
		// the card's one site has no newer version: p2 says so, and nothing changes
		press(installed, "Update…");
		Shell noUpdate = ui.await(() -> Stream.of(display.getShells())
				.filter(shell -> shell.isVisible() && shellText(shell).contains("No updates found.")).findFirst(), "p2's answer to Update…");
		ui.activate(noUpdate);
		ui.click(button(noUpdate, "OK"));
		ui.activate(installed);
		press(installed, "Uninstall…");
		Shell wizard = ui.shell("Uninstall");
		awaitText(wizard, SAMPLE_CARD);
		press(wizard, "Finish");
		ui.awaitTrue(wizard::isDisposed, "the wizard closed");
		applyTheChangesNow();
		ui.awaitTrue(() -> catalog().factory(MARKDOWN).isEmpty(), "the Markdown card's factory is gone");
		ui.awaitTrue(() -> CardPanes.card(sim.window, sim.page, markdownPane) instanceof MissingCard,
				"the card's pane says which card is missing");
		ui.awaitTrue(() -> Stream.of(table.getItems()).noneMatch(item -> item.getText(0).equals(SAMPLE_CARD)),
				"Installed Cards no longer lists the card");
		ui.click(button(ui.shell("Installed Cards"), "Close"));

		Installation after = Installation.now();
		// but for the JRE's unit: this runtime has the one of the tests' execution environment,
		// the site the build's Java's, and p2 keeps the newer (a product and its site from one
		// build carry the same one; CardSiteInstallTest compares a product's whole profile)
		assertEquals(withoutTheJre(beforeTheCard.units()), withoutTheJre(after.units()),
				"p2's profile has the units it had before the install");
		assertEquals(beforeTheCard.bundles(), after.bundles(), "the bundles that run are those that ran before the install");
		// p2's garbage collector runs as the uninstall ends
		ui.awaitTrue(() -> sampleCardFiles().isEmpty(), "p2 deleted the card's files");
	}

	@AfterEach
	void closeTheSession() {
		if (sim != null) {
			display.syncExec(() -> {
				try {
					sim.close();
				} catch (Exception e) {
					throw new AssertionError("the simulator's session did not close", e);
				}
			});
		}
	}

	/** A simulator session's page, made on the UI thread as a page must be. */
	private static SimPage simPage() {
		try {
			return new SimPage("cards", "", Duration.ofSeconds(10));
		} catch (Exception e) {
			throw new AssertionError("no simulator session", e);
		}
	}

	private CardCatalog catalog() {
		return ui.get(() -> PlatformUI.getWorkbench().getActiveWorkbenchWindow().getService(CardCatalog.class));
	}

	/** p2's wizard asks for each licence before Finish: the feature's, here. */
	private void acceptTheLicence(Shell wizard) {
		awaitText(wizard, "Review Licenses");
		ui.click(ui.await(() -> Widgets.all(wizard, Button.class).stream()
				.filter(button -> button.getText().replace("&", "").startsWith("I accept the terms of the license agreement")).findFirst(),
				"the licence's accept button"));
		ui.awaitTrue(() -> button(wizard, "Finish").isEnabled(), "Finish is on once the licence is accepted");
	}

	/**
	 * p2's question before it fetches from a plain-http site. The authority is trusted for this
	 * install only, so that p2 keeps nothing of it.
	 */
	private void trustTheAuthorityForThisInstallOnly() {
		Shell authorities = ui.shell("Trust Authorities");
		Button remember = button(authorities, "Remember selected authorities");
		ui.click(remember);
		ui.awaitTrue(() -> !remember.getSelection(), "the authority is not remembered");
		ui.click(button(authorities, "Select All"));
		ui.click(button(authorities, "Trust Selected"));
	}

	private static Set<String> withoutTheJre(Set<String> units) {
		return units.stream().filter(unit -> !unit.startsWith("a.jre.")).collect(java.util.stream.Collectors.toCollection(TreeSet::new));
	}

	/** The files of the sample card's feature and bundles in the installation. */
	private static List<String> sampleCardFiles() {
		Path installation = Path.of(Platform.getInstallLocation().getURL().getPath());
		try (Stream<Path> files = Files.walk(installation, 2)) {
			return files.map(file -> file.getFileName().toString())
					.filter(name -> name.startsWith("ovvi.cards.markdown") || name.startsWith("org.commonmark")).sorted().toList();
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** p2's question once it has changed the profile: the changes are applied to the running Ovvi, no restart. */
	private void applyTheChangesNow() {
		Shell restart = ui.shell("Software Updates");
		assertTrue(text(restart).contains("You will need to restart Ovvi for the installation changes to take effect."), text(restart));
		ui.click(button(restart, "Apply Changes Now"));
		ui.awaitTrue(restart::isDisposed, "the question closed");
	}

	/** The workbench window made active (its title names the page it shows). */
	private void toTheWorkbenchWindow() {
		ui.activate(ui.get(() -> PlatformUI.getWorkbench().getWorkbenchWindows()[0].getShell()));
	}

	private Shell openInstallCards() {
		toTheWorkbenchWindow();
		ui.keys("alt+h", "i");
		return ui.shell("Install");
	}

	/** Install Cards… on the site, once it shows the category, with every card ticked. */
	private Shell everyCardOf(String site, String category) {
		Shell wizard = openInstallCards();
		workWith(site);
		awaitText(wizard, category);
		ui.click(button(wizard, "Select All"));
		return wizard;
	}

	/** Types a site's location into Work with (where the wizard starts the keyboard) and loads it. */
	private void workWith(String location) {
		ui.type(location);
		ui.keys("Return");
	}

	private void cancel(Shell wizard) {
		ui.shell(ui.get(wizard::getText));
		ui.click(button(wizard, "Cancel"));
		ui.awaitTrue(wizard::isDisposed, "the wizard closed");
	}

	/** Clicks the button once it is enabled: a wizard turns its buttons off while p2 computes. */
	private void press(Shell shell, String label) {
		Button button = button(shell, label);
		ui.awaitTrue(button::isEnabled, label + " is enabled");
		ui.click(button);
	}

	private Button button(Shell shell, String label) {
		return ui.await(() -> Widgets.all(shell, Button.class).stream()
				.filter(button -> button.getText().replace("&", "").equals(label)).findFirst(),
				"a button " + label + " in " + shell);
	}

	private void awaitText(Shell shell, String part) {
		ui.awaitTrue(() -> shellText(shell).contains(part), "'" + part + "' in " + ui.get(() -> shellText(shell)));
	}

	private String text(Shell shell) {
		return ui.get(() -> shellText(shell));
	}

	/** Everything a window says: its labels, texts, links, and the rows of its lists, trees and tables. */
	private static String shellText(Shell shell) {
		List<String> texts = new ArrayList<>();
		for (Control control : Widgets.all(shell, Control.class)) {
			if (control instanceof Label label) {
				texts.add(label.getText());
			} else if (control instanceof Text text) {
				texts.add(text.getText());
			} else if (control instanceof StyledText text) {
				texts.add(text.getText());
			} else if (control instanceof Link link) {
				texts.add(link.getText());
			} else if (control instanceof Tree tree) {
				rows(tree.getItems(), texts);
			} else if (control instanceof org.eclipse.swt.widgets.List list) {
				texts.addAll(List.of(list.getItems()));
			} else if (control instanceof Table table) {
				for (TableItem item : table.getItems()) {
					texts.add(item.getText());
				}
			}
		}
		return String.join("\n", texts);
	}

	private static void rows(TreeItem[] items, List<String> texts) {
		for (TreeItem item : items) {
			texts.add(item.getText());
			rows(item.getItems(), texts);
		}
	}

	/** What a failed install must leave alone: p2's profile and the bundles that run. */
	private record Installation(long profileTimestamp, Set<String> units, Set<String> bundles) {

		static Installation now() {
			IProfile profile = CardProfile.of(ProvisioningUI.getDefaultUI()).orElseThrow();
			Set<String> units = new TreeSet<>();
			for (IInstallableUnit unit : profile.query(QueryUtil.ALL_UNITS, null)) {
				units.add(unit.getId() + " " + unit.getVersion());
			}
			Set<String> bundles = new TreeSet<>();
			Arrays.stream(FrameworkUtil.getBundle(CardInstallTest.class).getBundleContext().getBundles())
					.map(Bundle::getSymbolicName).forEach(bundles::add);
			return new Installation(profile.getTimestamp(), units, bundles);
		}
	}
}
