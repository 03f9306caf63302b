package ovvi.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import ovvi.model.LayoutNode.Leaf;
import ovvi.model.LayoutNode.Split;
import ovvi.model.LayoutNode.SplitDirection;
import ovvi.model.snapshot.SnapshotDecoder;

class HostStoreTest {

	private final HostStore store = new HostStore(new SessionKey("This Mac", "default"));
	private final List<String> told = new ArrayList<>();

	private void apply(Snapshots snapshot) {
		store.apply(SnapshotDecoder.decode(snapshot.json()));
	}

	private void listen(ModelObject object, String name) {
		object.addListener((source, property) -> told.add(name + "." + property));
	}

	@Test
	void appliesASnapshotToObjectsKeyedById() {
		apply(new Snapshots().space("w1", "proj").tab("w1:t1", "w1:p1", "w1:p2", "w1:p3"));
		Space space = store.spaces().get(0);
		assertEquals("proj", space.label());
		Tab tab = space.tabs().get(0);
		assertEquals(List.of("w1:p1", "w1:p2", "w1:p3"), tab.panes().stream().map(Pane::id).toList());
		assertEquals(new Split(SplitDirection.RIGHT, 0.5, new Leaf("w1:p1"),
				new Split(SplitDirection.RIGHT, 0.5, new Leaf("w1:p2"), new Leaf("w1:p3"))), tab.layout());
		assertEquals(new CardKey("This Mac", "default", "term_w1p2"), store.pane("w1:p2").card());
	}

	@Test
	void oneAgentsStatusChangeTellsOnlyThatPane() {
		apply(new Snapshots().space("w1", "proj").tab("w1:t1", "w1:p1", "w1:p2").agent("w1:p1", "idle"));
		Pane p1 = store.pane("w1:p1");
		Pane p2 = store.pane("w1:p2");
		Tab tab = store.tab("w1:t1");
		Space space = store.space("w1");
		listen(p1, "p1");
		listen(p2, "p2");
		listen(tab, "tab");
		listen(space, "space");
		listen(store, "store");

		apply(new Snapshots().space("w1", "proj").tab("w1:t1", "w1:p1", "w1:p2").agent("w1:p1", "working"));

		assertEquals(List.of("p1.agentStatus"), told);
		assertSame(p1, store.pane("w1:p1"));
		assertSame(tab, store.tab("w1:t1"));
		assertEquals(AgentStatus.WORKING, p1.agentStatus());
	}

	@Test
	void anAgentsStatusTimeMovesOnlyWhenItsStatusChanges() {
		Snapshots idle = new Snapshots().space("w1", "proj").tab("w1:t1", "w1:p1").agent("w1:p1", "idle");
		apply(idle);
		Pane p1 = store.pane("w1:p1");
		long idleSince = p1.agentStatusSinceNanos();

		apply(new Snapshots().space("w1", "renamed").tab("w1:t1", "w1:p1").agent("w1:p1", "idle"));
		assertEquals(idleSince, p1.agentStatusSinceNanos(), "a snapshot that changes something else keeps the time");

		long beforeWorking = System.nanoTime();
		apply(new Snapshots().space("w1", "renamed").tab("w1:t1", "w1:p1").agent("w1:p1", "working"));
		assertTrue(p1.agentStatusSinceNanos() >= beforeWorking, "the change to working restarts the time");
	}

	@Test
	void theSameSnapshotTellsNothing() {
		Snapshots snapshot = new Snapshots().space("w1", "proj").tab("w1:t1", "w1:p1", "w1:p2").space("w2", "other").tab("w2:t1", "w2:p1");
		apply(snapshot);
		store.spaces().forEach(space -> {
			listen(space, space.id());
			space.tabs().forEach(tab -> {
				listen(tab, tab.id());
				tab.panes().forEach(pane -> listen(pane, pane.id()));
			});
		});
		listen(store, "store");
		apply(snapshot);
		assertEquals(List.of(), told);
	}

	@Test
	void aClosedPaneLeavesItsTabAndTheOrderOfSpacesIsTold() {
		apply(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1", "w1:p2").space("w2", "b").tab("w2:t1", "w2:p1"));
		Tab tab = store.tab("w1:t1");
		listen(tab, "tab");
		listen(store, "store");
		apply(new Snapshots().space("w2", "b").tab("w2:t1", "w2:p1").space("w1", "a").tab("w1:t1", "w1:p1"));
		assertEquals(List.of("tab.panes", "tab.layout", "store.spaces"), told);
		assertNull(store.pane("w1:p2"));
		assertEquals(List.of("w2", "w1"), store.spaces().stream().map(Space::id).toList());
	}

	@Test
	void idsAreScopedBySession() {
		HostStore other = new HostStore(new SessionKey("This Mac", "work"));
		apply(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1"));
		other.apply(SnapshotDecoder.decode(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1").json()));
		assertFalse(store.pane("w1:p1").card().equals(other.pane("w1:p1").card()));
	}

	@Test
	void unknownFieldsMissingOptionalFieldsAndUnknownEnumValuesNeverFail() {
		JsonObject result = new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1", "w1:p2").json();
		JsonObject snapshot = result.getAsJsonObject("snapshot");
		snapshot.addProperty("from_the_future", true);
		JsonObject pane = snapshot.getAsJsonArray("panes").get(0).getAsJsonObject();
		pane.addProperty("agent_status", "pondering");
		pane.remove("cwd");
		pane.add("tokens", JsonParser.parseString("{\"ovvi-shown\":\"1\",\"weird\":{\"nested\":1}}"));
		pane.add("scroll", JsonParser.parseString("[1,2,3]"));
		snapshot.getAsJsonArray("workspaces").get(0).getAsJsonObject().remove("number");
		snapshot.getAsJsonArray("workspaces").get(0).getAsJsonObject().addProperty("label", 42);
		snapshot.getAsJsonArray("layouts").get(0).getAsJsonObject().getAsJsonArray("splits").get(0).getAsJsonObject()
				.addProperty("direction", "diagonal");
		snapshot.getAsJsonArray("tabs").add(JsonParser.parseString("{\"label\":\"no id\"}"));
		snapshot.remove("agents");

		store.apply(SnapshotDecoder.decode(result));

		Pane p1 = store.pane("w1:p1");
		assertEquals(AgentStatus.UNKNOWN, p1.agentStatus());
		assertNull(p1.cwd());
		assertEquals(Map.of("ovvi-shown", "1"), p1.tokens());
		assertEquals("42", store.space("w1").label());
		assertEquals(1, store.space("w1").tabs().size());
		assertTrue(store.tab("w1:t1").layout() instanceof Split);
	}

	@Test
	void aStandInTabShowsAtOnceAndHerdrsTabTakesItsPlace() {
		apply(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1"));
		List<String> replaced = new ArrayList<>();
		store.addReplacementListener((standIn, real) -> replaced.add(standIn + "->" + real));
		Tab standIn = store.addStandInTab("w1");
		assertTrue(standIn.isStandIn());
		assertEquals(List.of("w1:t1", standIn.id()), store.space("w1").tabs().stream().map(Tab::id).toList());

		String standInId = standIn.id();
		store.resolve(standIn, "w1:t2");
		apply(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1").tab("w1:t2", "w1:p2"));

		assertSame(standIn, store.tab("w1:t2"));
		assertFalse(standIn.isStandIn());
		assertEquals(List.of(standInId + "->w1:t2"), replaced);
		assertEquals(List.of("w1:t1", "w1:t2"), store.space("w1").tabs().stream().map(Tab::id).toList());
	}

	@Test
	void aStandInTakesHerdrsPlaceEvenWhenASnapshotShowedHerdrsItemBeforeTheReplyNamedIt() {
		apply(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1"));
		Pane standInPane = store.addStandInPane(store.pane("w1:p1"), Direction.RIGHT);
		Tab standInTab = store.addStandInTab("w1");
		Snapshots withBoth = new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1", "w1:p2").tab("w1:t2", "w1:p3");
		apply(withBoth);
		assertEquals(3, store.tab("w1:t1").panes().size(), "until the reply, herdr's pane and the stand-in both show");

		store.resolve(standInPane, "w1:p2");
		store.resolve(standInTab, "w1:t2");
		apply(withBoth);

		assertSame(standInPane, store.pane("w1:p2"));
		assertFalse(standInPane.isStandIn());
		assertEquals(List.of(store.pane("w1:p1"), standInPane), store.tab("w1:t1").panes());
		assertSame(standInTab, store.tab("w1:t2"));
		assertEquals(List.of("w1:t1", "w1:t2"), store.space("w1").tabs().stream().map(Tab::id).toList());
	}

	@Test
	void aFailedWriteTakesItsStandInBack() {
		apply(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1"));
		Pane standIn = store.addStandInPane(store.pane("w1:p1"), Direction.LEFT);
		assertEquals(new Split(SplitDirection.RIGHT, 0.5, new Leaf(standIn.id()), new Leaf("w1:p1")), store.tab("w1:t1").layout());
		store.drop(standIn);
		assertEquals(new Leaf("w1:p1"), store.tab("w1:t1").layout());
		assertEquals(1, store.tab("w1:t1").panes().size());
	}

	@Test
	void aClosingItemIsHiddenUntilItsIdIsAbsent() {
		Snapshots before = new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1", "w1:p2");
		apply(before);
		store.hide(store.pane("w1:p2"));
		assertEquals(new Leaf("w1:p1"), store.tab("w1:t1").layout());
		apply(before);
		assertTrue(store.isHidden("w1:p2"), "still hidden while herdr lists it");
		apply(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1"));
		assertFalse(store.isHidden("w1:p2"));
	}

	@Test
	void aNewOrderShowsUntilASnapshotHasIt() {
		Snapshots before = new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1").tab("w1:t2", "w1:p2");
		apply(before);
		store.showTabOrder("w1", List.of("w1:t2", "w1:t1"));
		assertEquals(List.of("w1:t2", "w1:t1"), store.space("w1").tabs().stream().map(Tab::id).toList());
		apply(before);
		assertEquals(List.of("w1:t2", "w1:t1"), store.space("w1").tabs().stream().map(Tab::id).toList());
		apply(new Snapshots().space("w1", "a").tab("w1:t2", "w1:p2").tab("w1:t1", "w1:p1"));
		apply(before);
		assertEquals(List.of("w1:t1", "w1:t2"), store.space("w1").tabs().stream().map(Tab::id).toList(),
				"once herdr had the order, the snapshot rules again");
	}

	@Test
	void theTabHistoryFollowsAStandInsReplacement() {
		apply(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1").tab("w1:t2", "w1:p2"));
		TabHistory history = new TabHistory();
		history.visit(store.tab("w1:t2"));
		history.visit(store.tab("w1:t1"));
		Tab standIn = store.addStandInTab("w1");
		history.visit(standIn);
		store.resolve(standIn, "w1:t3");
		apply(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1").tab("w1:t2", "w1:p2").tab("w1:t3", "w1:p3"));
		assertEquals("w1:t3", history.selected().id(), "the selection is herdr's tab now");
		store.hide(store.tab("w1:t3"));
		assertEquals("w1:t1", history.afterClose(standIn, store.space("w1")).id(), "a close goes back to the tab used before");
	}

	@Test
	void aLayoutGivenAsATreeIsReadAsWellAsTheFlatForm() {
		JsonObject result = new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1", "w1:p2").json();
		JsonObject layout = result.getAsJsonObject("snapshot").getAsJsonArray("layouts").get(0).getAsJsonObject();
		layout.remove("splits");
		layout.add("root", JsonParser.parseString("{\"type\":\"split\",\"direction\":\"down\",\"ratio\":0.25,"
				+ "\"first\":{\"type\":\"pane\",\"pane_id\":\"w1:p2\"},\"second\":{\"type\":\"pane\",\"pane_id\":\"w1:p1\"}}"));
		store.apply(SnapshotDecoder.decode(result));
		assertEquals(new Split(SplitDirection.DOWN, 0.25, new Leaf("w1:p2"), new Leaf("w1:p1")), store.tab("w1:t1").layout());
		assertEquals(List.of("w1:p2", "w1:p1"), store.tab("w1:t1").panes().stream().map(Pane::id).toList());
	}

	@Test
	void aClosingStandInComesBackByItsObjectWhenHerdrsAnswerCameBeforeAnySnapshotHadIt() {
		apply(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1"));
		Tab standIn = store.addStandInTab("w1");
		store.hide(standIn);
		store.resolve(standIn, "w1:t2");
		// a program found: the close is taken back before a snapshot had herdr's tab
		store.unhide(standIn);
		apply(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1").tab("w1:t2", "w1:p2"));
		assertEquals(List.of("w1:t1", "w1:t2"), store.space("w1").tabs().stream().map(Tab::id).toList());
		assertSame(standIn, store.tab("w1:t2"));
		assertFalse(store.isHidden("w1:t2"));
	}

	@Test
	void aClosingStandInStaysOutOnceHerdrsTabTookItsPlaceAndGoesWithIt() {
		apply(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1"));
		Tab standIn = store.addStandInTab("w1");
		store.hide(standIn);
		store.resolve(standIn, "w1:t2");
		apply(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1").tab("w1:t2", "w1:p2"));
		assertEquals(List.of("w1:t1"), store.space("w1").tabs().stream().map(Tab::id).toList());
		assertTrue(store.isHidden("w1:t2"), "the hide follows the object to herdr's id");
		apply(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1"));
		assertFalse(store.isHidden("w1:t2"), "gone from herdr: nothing is left behind");
	}

	@Test
	void aHiddenItemKeepsItsObjectAndListenersWhenItComesBack() {
		apply(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1", "w1:p2"));
		Pane p2 = store.pane("w1:p2");
		Tab tab = store.tab("w1:t1");
		listen(p2, "p2");
		store.hide(p2);
		assertNull(store.pane("w1:p2"), "left out while it closes");
		apply(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1", "w1:p2").agent("w1:p2", "working"));
		store.unhide(p2);
		assertSame(p2, store.pane("w1:p2"), "a rolled-back close shows the same object");
		assertSame(p2, tab.panes().get(1));
		assertEquals(List.of("p2.agent", "p2.agentStatus"), told, "its listeners still hear it");
	}

	@Test
	void aStandInWhoseHerdrItemAnotherClientClosedFirstGoesWithTheFirstReadAfterTheAnswer() {
		Snapshots withoutIt = new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1");
		apply(withoutIt);
		Tab tab = store.addStandInTab("w1");
		Pane pane = store.addStandInPane(store.pane("w1:p1"), Direction.RIGHT);
		long startedBefore = store.readStarting();
		store.resolve(tab, "w1:t2");
		store.resolve(pane, "w1:p3");
		store.apply(SnapshotDecoder.decode(withoutIt.json()), startedBefore);
		assertEquals(2, store.space("w1").tabs().size(), "a read that started before herdr's answer cannot have the tab");
		assertEquals(2, store.tab("w1:t1").panes().size());
		apply(withoutIt);
		assertEquals(List.of("w1:t1"), store.space("w1").tabs().stream().map(Tab::id).toList());
		assertEquals(List.of("w1:p1"), store.tab("w1:t1").panes().stream().map(Pane::id).toList());
		assertEquals(new Leaf("w1:p1"), store.tab("w1:t1").layout());
	}

	@Test
	void aShownOrderEndsWithTheFirstReadAfterHerdrsAnswerEvenWhenAnotherClientMovedFirst() {
		apply(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1").tab("w1:t2", "w1:p2").tab("w1:t3", "w1:p3"));
		store.showTabOrder("w1", List.of("w1:t2", "w1:t1", "w1:t3"));
		Snapshots otherClients = new Snapshots().space("w1", "a").tab("w1:t3", "w1:p3").tab("w1:t1", "w1:p1").tab("w1:t2", "w1:p2");
		apply(otherClients);
		assertEquals(List.of("w1:t2", "w1:t1", "w1:t3"), store.space("w1").tabs().stream().map(Tab::id).toList(),
				"until herdr answered, the bar shows the move");
		store.orderAnswered("w1", List.of("w1:t2", "w1:t1", "w1:t3"));
		apply(otherClients);
		assertEquals(List.of("w1:t3", "w1:t1", "w1:t2"), store.space("w1").tabs().stream().map(Tab::id).toList(),
				"herdr's order, not one it never had");
	}

	@Test
	void aQuickRepeatsOrderStillShowsWhenTheMoveBeforeItIsAnswered() {
		Snapshots before = new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1").tab("w1:t2", "w1:p2").tab("w1:t3", "w1:p3");
		apply(before);
		store.showTabOrder("w1", List.of("w1:t2", "w1:t1", "w1:t3"));
		store.showTabOrder("w1", List.of("w1:t2", "w1:t3", "w1:t1"));
		store.orderAnswered("w1", List.of("w1:t2", "w1:t1", "w1:t3"));
		apply(new Snapshots().space("w1", "a").tab("w1:t2", "w1:p2").tab("w1:t1", "w1:p1").tab("w1:t3", "w1:p3"));
		assertEquals(List.of("w1:t2", "w1:t3", "w1:t1"), store.space("w1").tabs().stream().map(Tab::id).toList(),
				"the second move is not answered yet");
	}

	@Test
	void listenersAreToldWithTheStoreUnlocked() {
		apply(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1").agent("w1:p1", "idle"));
		List<Boolean> locked = new ArrayList<>();
		ChangeListener listener = (source, property) -> locked.add(Thread.holdsLock(store));
		store.addListener(listener);
		store.tab("w1:t1").addListener(listener);
		store.pane("w1:p1").addListener(listener);
		store.addReplacementListener((standIn, real) -> locked.add(Thread.holdsLock(store)));
		Tab standIn = store.addStandInTab("w1");
		store.resolve(standIn, "w1:t2");
		apply(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1", "w1:p9").agent("w1:p1", "working").space("w2", "b")
				.tab("w2:t1", "w2:p1").tab("w1:t2", "w1:p2"));
		assertTrue(locked.size() >= 5, "told: " + locked);
		assertFalse(locked.contains(true), "a UI listener that waits for its own thread could deadlock a locked store");
	}
}
