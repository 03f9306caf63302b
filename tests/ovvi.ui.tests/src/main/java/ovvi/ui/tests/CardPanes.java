package ovvi.ui.tests;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import ovvi.cards.Card;
import ovvi.cards.CardLabel;
import ovvi.herdr.api.HerdrSession;
import ovvi.model.HostStore;
import ovvi.model.Pane;
import ovvi.model.Tab;
import ovvi.cards.Placeholder;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.tab.TabCards;
import ovvi.ui.tab.TabTrack;
import ovvi.ui.tab.TabPart;

/**
 * Card panes as Open … Here makes them, made by the test through herdr's {@code layout.apply}: a
 * new tab whose one pane carries the card's label; and the card a window shows for a pane.
 */
final class CardPanes {

	private CardPanes() {
	}

	/**
	 * A new tab in the page's selected space whose one pane carries the card's label and works in
	 * {@code cwd}; returned once the window shows it as a part, which is then active.
	 */
	static Tab open(IWorkbenchWindow window, SessionPage page, HerdrSession herdr, String cwd, CardLabel label) throws Exception {
		JsonObject root = new JsonObject();
		root.addProperty("type", "pane");
		root.addProperty("cwd", cwd);
		root.addProperty("label", label.text());
		root.add("command", new Gson().toJsonTree(Placeholder.argv(label)));
		JsonObject params = new JsonObject();
		params.addProperty("workspace_id", page.selectedTab().spaceId());
		params.addProperty("focus", false);
		params.add("root", root);
		String tabId = herdr.call("layout.apply", params).getAsJsonObject("layout").get("tab_id").getAsString();
		HostStore store = page.connection().store();
		UiWait.until(window.getShell().getDisplay(), () -> store.tab(tabId) != null && TabTrack.of(window).part(store.tab(tabId)) != null,
				"the card's tab shows");
		Tab tab = store.tab(tabId);
		TabTrack.of(window).part(tab).activate();
		return tab;
	}

	/** {@link #open}'s pane's id. */
	static String openPane(IWorkbenchWindow window, SessionPage page, HerdrSession herdr, String cwd, CardLabel label) throws Exception {
		return open(window, page, herdr, cwd, label).panes().get(0).id();
	}

	/** The card the window shows for herdr's pane, or null while it has none. */
	static Card card(IWorkbenchWindow window, SessionPage page, String paneId) {
		HostStore store = page.connection().store();
		Pane pane = store.pane(paneId);
		Tab tab = pane == null ? null : store.tab(pane.tabId());
		TabPart part = tab == null ? null : TabTrack.of(window).part(tab);
		if (part == null) {
			return null;
		}
		TabCards cards = part.cards();
		return cards.panes().stream().filter(shown -> shown.id().equals(paneId)).findFirst().map(cards::card).orElse(null);
	}

	/** The pane's card, once the window shows one of this type. */
	static <T extends Card> T cardOf(IWorkbenchWindow window, SessionPage page, String paneId, Class<T> type) {
		Display display = window.getShell().getDisplay();
		UiWait.until(display, () -> type.isInstance(card(window, page, paneId)), "the pane shows a " + type.getSimpleName());
		return type.cast(card(window, page, paneId));
	}

	/** herdr's pane whose label names the card's plugin and place, once there is one. */
	static String paneLabelled(HerdrSession herdr, String plugin, String place) {
		String[] found = new String[1];
		UiWait.until(Display.getCurrent(), () -> {
			JsonObject snapshot;
			try {
				snapshot = herdr.call("session.snapshot", new JsonObject()).getAsJsonObject("snapshot");
			} catch (Exception failed) {
				throw new AssertionError("session.snapshot failed: " + failed.getMessage(), failed);
			}
			found[0] = snapshot.getAsJsonArray("panes").asList().stream().map(JsonElement::getAsJsonObject)
					.filter(pane -> pane.has("label") && !pane.get("label").isJsonNull()
							&& CardLabel.parse(pane.get("label").getAsString())
									.filter(label -> label.plugin().equals(plugin) && label.place().equals(place)).isPresent())
					.map(pane -> pane.get("pane_id").getAsString()).findFirst().orElse(null);
			return found[0] != null;
		}, "a " + plugin + " pane on " + place);
		return found[0];
	}
}
