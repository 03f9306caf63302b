package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceRegistration;

import com.google.gson.JsonObject;

import ovvi.cards.Card;
import ovvi.cards.CardCatalog;
import ovvi.cards.CardContext;
import ovvi.cards.CardFactory;
import ovvi.cards.CardLabel;
import ovvi.cards.MissingCard;
import ovvi.cards.Opening;
import ovvi.cards.Placeholder;
import ovvi.model.Pane;
import ovvi.model.Tab;
import ovvi.terminal.TerminalPaneCard;
import ovvi.ui.tab.TabCards;
import ovvi.ui.tab.TabTrack;

/**
 * The card contract in the running workbench: a pane whose label names a plugin no bundle
 * contributes says which bundle is missing and stays as it is; a factory registered while the app
 * runs (as a bundle installed from the update site would) takes over that pane, and the pane goes
 * back to the missing card when the factory goes; a card's move is herdr's label, read back from
 * herdr; a label another client writes that does not follow the scheme is just the pane's name.
 */
class CardContractTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static final String PLACE = "a place with \"quotes\", 'single' and ünïcode ☃";
	private static SimPage sim;
	private static TabCards cards;
	private static Pane pane;
	private static ServiceRegistration<CardFactory> registered;
	/** The page's first tab, of one terminal. */
	private static Tab first;

	/** A second kind of card, contributed by this test bundle while the app runs. */
	static final class SampleCard implements Card {
		final CardContext context;
		final List<String> placesSeen = new ArrayList<>();
		final Label label;

		SampleCard(Composite parent, CardContext context) {
			this.context = context;
			label = new Label(parent, SWT.NONE);
			paneChanged();
		}

		@Override
		public void paneChanged() {
			placesSeen.add(context.place());
			label.setText("sample at " + context.place());
		}

		@Override
		public String title() {
			return "Sample: " + context.place();
		}

		@Override
		public void focus() {
			label.setFocus();
		}

		@Override
		public void dispose() {
			label.dispose();
		}
	}

	private static final CardFactory SAMPLE = new CardFactory() {
		@Override
		public String plugin() {
			return "sample";
		}

		@Override
		public String name() {
			return "Sample";
		}

		@Override
		public Card create(Composite parent, CardContext context) {
			return new SampleCard(parent, context);
		}
	};

	/** Each test its own session, whose second tab's pane names the sample plugin, which no bundle provides yet. */
	@BeforeEach
	void aPaneThatNamesASamplePlugin() throws Exception {
		sim = new SimPage("contract", "", Duration.ofSeconds(10));
		first = sim.page.selectedTab();
		CardLabel label = new CardLabel("sample", "t1", PLACE);
		JsonObject root = new JsonObject();
		root.addProperty("type", "pane");
		root.addProperty("cwd", sim.home.toString());
		root.addProperty("label", label.text());
		root.add("command", new com.google.gson.Gson().toJsonTree(Placeholder.argv(label)));
		String spaceId = sim.page.selectedTab().spaceId();
		// another client opens the card: the page sees it from herdr's events
		JsonObject applied = sim.call("layout.apply", "workspace_id", spaceId, "focus", true, "root", root);
		String paneId = applied.getAsJsonObject("layout").getAsJsonObject("root").get("pane_id").getAsString();
		String tabId = applied.getAsJsonObject("layout").get("tab_id").getAsString();
		UiWait.until(DISPLAY, () -> sim.page.connection().store().tab(tabId) != null
				&& TabTrack.of(sim.window).part(sim.page.connection().store().tab(tabId)) != null, "the new tab is there");
		Tab tab = sim.page.connection().store().tab(tabId);
		TabTrack.of(sim.window).part(tab).activate();
		UiWait.until(DISPLAY, () -> !TabTrack.of(sim.window).part(tab).cards().panes().isEmpty(), "the new tab shows its pane");
		cards = TabTrack.of(sim.window).part(tab).cards();
		pane = cards.panes().get(0);
		assertEquals(paneId, pane.id());
	}

	@AfterEach
	void cleanUp() throws Exception {
		if (registered != null) {
			registered.unregister();
			registered = null;
		}
		sim.close();
	}

	@Test
	void anUnknownPluginGetsACardThatNamesTheMissingBundleAndThePaneStays() {
		UiWait.until(DISPLAY, () -> cards.card(pane) instanceof MissingCard, "the pane shows the missing card");
		Label message = Widgets.byId((Composite) cards.control(), MissingCard.ROLE, Label.class);
		assertTrue(message.getText().contains("sample card"), message.getText());
		assertTrue(message.getText().contains("ovvi.cards.sample"), message.getText());
		assertTrue(message.getText().contains(PLACE), message.getText());
		JsonObject herdrPane = sim.call("pane.get", "pane_id", pane.id()).getAsJsonObject("pane");
		assertEquals(new CardLabel("sample", "t1", PLACE).text(), herdrPane.get("label").getAsString(), "the label is as it was");
		UiWait.until(DISPLAY, () -> sim.recentText(pane.id()).contains(Placeholder.says(new CardLabel("sample", "t1", PLACE))),
				"herdr's own TUI says what the pane is");
	}

	@Test
	void aFactoryRegisteredWhileTheAppRunsTakesOverTheOpenPaneAndShowsInTheChooser() {
		registerTheSampleFactory();
		SampleCard card = (SampleCard) cards.card(pane);
		assertEquals(PLACE, card.context.place());
		UiWait.until(DISPLAY, () -> ("Sample: " + PLACE).equals(cards.title(pane)), "the card's title is its own: " + cards.title(pane));
		CardCatalog catalog = sim.window.getService(CardCatalog.class);
		assertTrue(catalog.chooser().stream().anyMatch(factory -> factory.name().equals("Sample")), "the chooser offers it");
	}

	/** A bundle providing the sample card starts: the pane shows its card. */
	private static void registerTheSampleFactory() {
		var context = FrameworkUtil.getBundle(CardContractTest.class).getBundleContext();
		registered = context.registerService(CardFactory.class, SAMPLE, null);
		UiWait.until(DISPLAY, () -> cards.card(pane) instanceof SampleCard, "the open pane shows the new factory's card");
	}

	@Test
	void aMoveInsideTheCardIsHerdrsLabelAndTheCardFollowsItWithoutBeingMadeAgain() {
		registerTheSampleFactory();
		SampleCard card = (SampleCard) cards.card(pane);
		CardLabel moved = new CardLabel("sample", "t1", "elsewhere, 'still' \"quoted\"");
		card.context.open(moved, Opening.REPLACE);
		UiWait.until(DISPLAY, () -> card.placesSeen.contains(moved.place()), "the card sees its new place " + card.placesSeen);
		assertEquals(moved.text(), sim.call("pane.get", "pane_id", pane.id()).getAsJsonObject("pane").get("label").getAsString(),
				"herdr has the new label, for other clients and restarts");
		assertSame(card, cards.card(pane), "the same card, moved");
	}

	@Test
	void whenTheFactoryGoesThePaneSaysItsBundleIsMissingAgain() {
		registerTheSampleFactory();
		registered.unregister();
		registered = null;
		UiWait.until(DISPLAY, () -> cards.card(pane) instanceof MissingCard, "the pane shows the missing card again");
		CardCatalog catalog = sim.window.getService(CardCatalog.class);
		assertTrue(catalog.chooser().stream().noneMatch(factory -> factory.name().equals("Sample")));
	}

	@Test
	void aBadLabelFromAnotherClientIsThePanesNameOnATerminal() {
		sim.call("pane.rename", "pane_id", pane.id(), "label", "ovvi:Not A#card label");
		// herdr sends no event for pane.rename: this read brings it
		sim.page.connection().readNow();
		UiWait.until(DISPLAY, () -> "ovvi:Not A#card label".equals(cards.title(pane)), "the label is the title: " + cards.title(pane));
		assertInstanceOf(TerminalPaneCard.class, cards.card(pane), "a label that names no card is a terminal's");
	}

	@Test
	void thePlaceholderEndsWhenItsPaneCloses() throws Exception {
		JsonObject info = sim.call("pane.process_info", "pane_id", pane.id()).getAsJsonObject("process_info");
		ProcessHandle placeholder = ProcessHandle.of(info.get("shell_pid").getAsLong()).orElseThrow();
		assertTrue(placeholder.info().command().orElse("").endsWith("/cat"), "the pane runs the placeholder's wait: " + placeholder.info());
		sim.call("pane.close", "pane_id", pane.id());
		placeholder.onExit().get(60, java.util.concurrent.TimeUnit.SECONDS);
	}

	@Test
	void theCardChooserOpenedWithItsKeysPutsABrowserInTheTerminalsPlace() {
		TabCards firstCards = TabTrack.of(sim.window).part(first).cards();
		TabTrack.of(sim.window).part(first).activate();
		Pane terminalPane = firstCards.panes().get(0);
		UiWait.focusInto(sim.window.getShell());
		UiWait.until(DISPLAY, () -> Terminals.of(firstCards, terminalPane) != null, "the terminal streams");
		org.eclipse.swt.widgets.Control terminal = Terminals.of(firstCards, terminalPane).terminalControl();
		UiWait.until(DISPLAY, () -> {
			terminal.forceFocus();
			return DISPLAY.getFocusControl() == terminal;
		}, "the terminal has the keyboard");
		String[] rows = new String[1];
		DialogDriver user = DialogDriver.when(DISPLAY, "Open Card Here", chooser -> {
			org.eclipse.swt.widgets.List list = Widgets.byId(chooser, ovvi.ui.UiIds.CARD_CHOOSER, org.eclipse.swt.widgets.List.class);
			rows[0] = String.join(", ", list.getItems());
			// arrows posted to GTK's list did not move its selection under Xvfb: the row is clicked, then Return
			Mouse.click(list, list.getSize().x / 2, list.getItemHeight() * 3 / 2);
			UiWait.until(DISPLAY, () -> list.getSelectionIndex() == 1, "the second row is selected");
			Keyboard.press(DISPLAY, SWT.CR);
		});
		// Ctrl+Shift+K in a terminal (Ctrl+K alone is the shell's)
		Keyboard.chord(DISPLAY, 'k', 'K', SWT.CTRL, SWT.SHIFT);
		user.await();
		assertEquals("Terminal, Browser, File Explorer, Git", rows[0], "the chooser offers the installed cards, Terminal and Browser first");
		UiWait.until(DISPLAY, () -> first.panes().size() == 1 && first.panes().get(0) != terminalPane
				&& CardLabel.parse(first.panes().get(0).label()).map(CardLabel::plugin).orElse("").equals("browser"),
				"a browser card pane took the terminal's place: " + first.panes());
		assertTrue(sim.call("session.snapshot").getAsJsonObject("snapshot").getAsJsonArray("panes").asList().stream()
				.noneMatch(p -> p.getAsJsonObject().get("pane_id").getAsString().equals(terminalPane.id())), "herdr closed the old pane");
	}
}
