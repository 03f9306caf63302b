package ovvi.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

import ovvi.model.LayoutNode.Leaf;
import ovvi.model.LayoutNode.Split;
import ovvi.model.LayoutNode.SplitDirection;
import ovvi.model.snapshot.Snapshot;
import ovvi.model.snapshot.Snapshot.LayoutRecord;
import ovvi.model.snapshot.Snapshot.PaneRecord;
import ovvi.model.snapshot.Snapshot.SpaceRecord;
import ovvi.model.snapshot.Snapshot.TabRecord;

/**
 * The session's state as the UI binds to it: the last snapshot, applied to stable objects keyed
 * by id, plus the short-lived stand-ins of writes in flight. Only fields that changed are set
 * and told, so one agent's status change redraws one row. Listeners are told after the store's
 * lock is released.
 *
 * <p>herdr is the single source of truth: the store keeps the last snapshot and, on top of it,
 * only what writes in flight show before herdr answers (a new tab or pane, a closing item left
 * out, a new order). Every change of those applies the last snapshot again. What a write shows
 * ends at the latest with the first read that started after herdr answered it: that read has
 * herdr's state, whether the write or another client's change won.
 */
public final class HostStore extends ModelObject {

	/** The list of spaces (or their order) changed. */
	public static final String SPACES = "spaces";
	private static final String STAND_IN = "+";
	private static final Snapshot NONE = new Snapshot(null, List.of(), List.of(), List.of(), Map.of(), Map.of());

	private final SessionKey key;
	private final SessionControl control = new SessionControl();
	private final AtomicInteger standIns = new AtomicInteger();
	private final AtomicLong readsStarted = new AtomicLong();
	private final List<ReplacementListener> replacementListeners = new CopyOnWriteArrayList<>();
	/** Every item of the last snapshot, shown or left out, and the stand-ins: one object per item for as long as it exists. */
	private Map<String, Space> spaces = new HashMap<>();
	private Map<String, Tab> tabs = new HashMap<>();
	private Map<String, Pane> panes = new HashMap<>();
	/** The items the UI shows now. */
	private Set<ModelObject> shown = Collections.newSetFromMap(new IdentityHashMap<>());
	private volatile List<Space> order = List.of();
	private volatile Snapshot last;
	/** The read whose snapshot is {@link #last}. */
	private long lastRead;

	/** Stand-in tabs and the space they show in, in the order they were asked for. */
	private final Map<Tab, String> standInTabs = new LinkedHashMap<>();
	/** Stand-in panes and where they show, in the order they were asked for. */
	private final Map<Pane, PanePlace> standInPanes = new LinkedHashMap<>();
	/** herdr's id → the stand-in it replaces, once herdr's reply named it. */
	private final Map<String, Answered<ModelObject>> resolved = new HashMap<>();
	/** Closing items left out, the objects themselves: whatever id they have (a stand-in's, then herdr's). */
	private final Set<ModelObject> closing = Collections.newSetFromMap(new IdentityHashMap<>());
	/** Ids left out that have no object yet: id → the id whose absence ends it. */
	private final Map<String, Answered<String>> hiddenIds = new HashMap<>();
	/** Orders shown before herdr answers: a space's id (or "" for the sidebar) → ids in order. */
	private final Map<String, Answered<List<String>>> orders = new HashMap<>();

	private record PanePlace(String tabId, Pane beside, SplitDirection direction, boolean standInFirst) {
	}

	/** What a write showed, and the number of reads that had started when herdr answered it (none yet: MAX_VALUE). */
	private record Answered<T>(T value, long atRead) {

		Answered<T> now(long reads) {
			return new Answered<>(value, reads);
		}

		/** A read that started after herdr's answer has herdr's state. */
		boolean overBy(long read) {
			return read > atRead;
		}
	}

	public HostStore(SessionKey key) {
		this.key = key;
	}

	public SessionKey key() {
		return key;
	}

	/** Which of this app's windows controls the session's terminals. */
	public SessionControl control() {
		return control;
	}

	public void addReplacementListener(ReplacementListener listener) {
		replacementListeners.add(listener);
	}

	public void removeReplacementListener(ReplacementListener listener) {
		replacementListeners.remove(listener);
	}

	/** The spaces in sidebar order. */
	public List<Space> spaces() {
		return order;
	}

	/** The space, or null when herdr has none of that id or it is left out while it closes. */
	public synchronized Space space(String id) {
		return shownOrNull(spaces.get(id));
	}

	public synchronized Tab tab(String id) {
		return shownOrNull(tabs.get(id));
	}

	public synchronized Pane pane(String id) {
		return shownOrNull(panes.get(id));
	}

	private <T extends ModelObject> T shownOrNull(T item) {
		return item != null && shown.contains(item) ? item : null;
	}

	/** The last snapshot herdr gave, or null before the first. */
	public Snapshot snapshot() {
		return last;
	}

	/** The panes herdr lists in agents[]: the event stream's status subscriptions. */
	public Set<String> agentPaneIds() {
		Snapshot snapshot = last;
		return snapshot == null ? Set.of() : snapshot.agents().keySet();
	}

	/** A snapshot read starts now: its number, to apply its result with. */
	public long readStarting() {
		return readsStarted.incrementAndGet();
	}

	/** How many reads have started so far: a read numbered higher started after now. */
	public long readsStarted() {
		return readsStarted.get();
	}

	/** Applies a new snapshot from herdr, read just now. */
	public void apply(Snapshot snapshot) {
		apply(snapshot, readStarting());
	}

	/** Applies the snapshot of the read that {@link #readStarting()} numbered. */
	public void apply(Snapshot snapshot, long read) {
		update(() -> {
			last = snapshot;
			lastRead = read;
		});
	}

	/** Changes what writes show, then applies the last snapshot again and tells what changed. */
	private void update(Runnable change) {
		Changes changes = new Changes();
		synchronized (this) {
			change.run();
			reconcile(changes);
		}
		changes.tell();
	}

	// ---- stand-ins of writes in flight ----

	/** Shows a new tab in a space at once, before herdr made it. */
	public Tab addStandInTab(String spaceId) {
		Tab tab = new Tab(STAND_IN + "t" + standIns.incrementAndGet(), spaceId, true);
		update(() -> standInTabs.put(tab, spaceId));
		return tab;
	}

	/**
	 * Shows a new pane beside another (a stand-in too, for a split of a split not made yet) at
	 * once: on the right or below, or, for a split left or up, before it.
	 */
	public Pane addStandInPane(Pane beside, Direction side) {
		Pane pane = new Pane(key, STAND_IN + "p" + standIns.incrementAndGet(), true);
		SplitDirection direction = side.herdrSplit() == Direction.DOWN ? SplitDirection.DOWN : SplitDirection.RIGHT;
		update(() -> {
			PanePlace besideStandIn = standInPanes.get(beside);
			String tabId = besideStandIn != null ? besideStandIn.tabId() : beside.tabId();
			standInPanes.put(pane, new PanePlace(tabId, beside, direction, side.needsSwap()));
		});
		return pane;
	}

	/**
	 * herdr's reply named the item the stand-in stands for: the next snapshot that has it takes
	 * its place. A read that started after now and has no such id means another client closed it
	 * first: the stand-in goes.
	 */
	public void resolve(ModelObject standIn, String herdrId) {
		update(() -> resolved.put(herdrId, new Answered<>(standIn, readsStarted.get())));
	}

	/** The id herdr gave the item a stand-in stands for, once its reply named it; else the item's own id. */
	public synchronized String herdrId(ModelObject item) {
		for (Map.Entry<String, Answered<ModelObject>> entry : resolved.entrySet()) {
			if (entry.getValue().value() == item) {
				return entry.getKey();
			}
		}
		return idOf(item);
	}

	/** The write failed: the stand-in goes. */
	public void drop(ModelObject standIn) {
		update(() -> forget(standIn));
	}

	private void forget(ModelObject standIn) {
		standInTabs.remove(standIn);
		standInPanes.remove(standIn);
		closing.remove(standIn);
		resolved.values().removeIf(answered -> answered.value() == standIn);
	}

	/** A closing space, tab or pane is left out until a snapshot no longer has it, whatever id it has by then. */
	public void hide(ModelObject item) {
		update(() -> closing.add(item));
	}

	/** The close failed or needs asking: the item shows again. */
	public void unhide(ModelObject item) {
		update(() -> closing.remove(item));
	}

	/** A new item herdr named is left out until a snapshot no longer has another (Replace Pane's new pane, until the old one is gone). */
	public void hideUntilGone(String id, String untilGone) {
		update(() -> hiddenIds.put(id, new Answered<>(untilGone, readsStarted.get())));
	}

	/** The write that hid a new item by its id failed: it shows. */
	public void unhide(String id) {
		update(() -> hiddenIds.remove(id));
	}

	/**
	 * herdr closed the item. It stays left out until a snapshot no longer has it. A stand-in
	 * closed before any snapshot showed herdr's item is forgotten, and herdr's id stays left out
	 * until a read that started after now no longer has it.
	 */
	public void closed(ModelObject item, String herdrId) {
		update(() -> {
			if (isStandIn(item)) {
				forget(item);
				hiddenIds.put(herdrId, new Answered<>(herdrId, readsStarted.get()));
			} else {
				closing.add(item);
			}
		});
	}

	/** Whether the item with that id is left out while it closes or waits for another to go. */
	public synchronized boolean isHidden(String id) {
		return hiddenIds.containsKey(id) || closing.stream().anyMatch(item -> id.equals(idOf(item)));
	}

	/** Shows a space's tabs in a new order until herdr answered and a snapshot has its order. */
	public void showTabOrder(String spaceId, List<String> tabIds) {
		update(() -> orders.put(spaceId, new Answered<>(List.copyOf(tabIds), Long.MAX_VALUE)));
	}

	/** Shows the sidebar's spaces in a new order until herdr answered and a snapshot has its order. */
	public void showSpaceOrder(List<String> spaceIds) {
		showTabOrder("", spaceIds);
	}

	/**
	 * herdr answered the move that showed {@code order}: the first read that starts after now
	 * shows herdr's order, whoever moved last. A later move's order still shows until its answer.
	 */
	public void orderAnswered(String spaceIdOrSidebar, List<String> order) {
		update(() -> orders.computeIfPresent(spaceIdOrSidebar,
				(key, shownOrder) -> shownOrder.value().equals(order) ? shownOrder.now(readsStarted.get()) : shownOrder));
	}

	/** The move failed: herdr's order shows again. */
	public void clearOrder(String spaceIdOrSidebar) {
		update(() -> orders.remove(spaceIdOrSidebar));
	}

	// ---- reconcile ----

	private void reconcile(Changes changes) {
		Snapshot snapshot = last != null ? last : NONE;
		Set<String> present = new HashSet<>();
		snapshot.spaces().forEach(s -> present.add(s.id()));
		snapshot.tabs().forEach(t -> present.add(t.id()));
		snapshot.panes().forEach(p -> present.add(p.id()));
		endWhatHerdrAnswered(snapshot, present);

		Set<ModelObject> nowShown = Collections.newSetFromMap(new IdentityHashMap<>());
		Map<String, Space> nowSpaces = new HashMap<>();
		List<Space> newOrder = new ArrayList<>();
		for (SpaceRecord record : ordered(snapshot.spaces(), SpaceRecord::id, "")) {
			Space space = spaces.get(record.id());
			if (space == null) {
				space = new Space(record.id());
			}
			space.update(record, changes);
			nowSpaces.put(record.id(), space);
			if (!isLeftOut(space)) {
				nowShown.add(space);
				newOrder.add(space);
			}
		}

		Map<String, Tab> nowTabs = new HashMap<>();
		Map<String, List<Tab>> tabsBySpace = new HashMap<>();
		Map<String, List<TabRecord>> tabRecords = new LinkedHashMap<>();
		for (TabRecord record : snapshot.tabs()) {
			tabRecords.computeIfAbsent(record.spaceId(), s -> new ArrayList<>()).add(record);
		}
		for (Map.Entry<String, List<TabRecord>> entry : tabRecords.entrySet()) {
			boolean spaceShown = nowShown.contains(nowSpaces.get(entry.getKey()));
			for (TabRecord record : ordered(entry.getValue(), TabRecord::id, entry.getKey())) {
				Tab tab = takeOver(record.id(), Tab.class, changes);
				if (tab == null) {
					tab = tabs.get(record.id());
				}
				if (tab == null) {
					tab = new Tab(record.id(), record.spaceId(), false);
				}
				tab.update(record, changes);
				nowTabs.put(record.id(), tab);
				if (spaceShown && !isLeftOut(tab)) {
					nowShown.add(tab);
					tabsBySpace.computeIfAbsent(record.spaceId(), s -> new ArrayList<>()).add(tab);
				}
			}
		}
		for (Map.Entry<Tab, String> standIn : standInTabs.entrySet()) {
			Tab tab = standIn.getKey();
			nowTabs.put(tab.id(), tab);
			if (nowShown.contains(nowSpaces.get(standIn.getValue())) && !isLeftOut(tab)) {
				nowShown.add(tab);
				tabsBySpace.computeIfAbsent(standIn.getValue(), s -> new ArrayList<>()).add(tab);
			}
		}

		Map<String, Pane> nowPanes = new HashMap<>();
		Map<String, List<Pane>> panesByTab = new HashMap<>();
		for (PaneRecord record : snapshot.panes()) {
			Pane pane = takeOver(record.id(), Pane.class, changes);
			if (pane == null) {
				pane = panes.get(record.id());
			}
			if (pane == null) {
				pane = new Pane(key, record.id(), false);
			}
			pane.update(record, snapshot.agents().get(record.id()), changes);
			nowPanes.put(record.id(), pane);
			if (nowShown.contains(nowTabs.get(record.tabId())) && !isLeftOut(pane)) {
				nowShown.add(pane);
				panesByTab.computeIfAbsent(record.tabId(), t -> new ArrayList<>()).add(pane);
			}
		}
		standInPanes.keySet().forEach(pane -> nowPanes.put(pane.id(), pane));

		Set<String> leftOutPanes = new HashSet<>(hiddenIds.keySet());
		closing.forEach(item -> leftOutPanes.add(idOf(item)));
		for (Tab tab : nowTabs.values()) {
			if (!nowShown.contains(tab)) {
				continue;
			}
			LayoutRecord layout = snapshot.layouts().get(tab.id());
			LayoutNode tree = layout == null ? null : withoutLeftOut(layout.root(), leftOutPanes);
			List<Pane> tabPanes = new ArrayList<>(panesByTab.getOrDefault(tab.id(), List.of()));
			for (Map.Entry<Pane, PanePlace> standIn : standInPanes.entrySet()) {
				PanePlace place = standIn.getValue();
				Pane pane = standIn.getKey();
				if (place.tabId().equals(tab.id()) && tree != null && tree.contains(place.beside().id()) && !isLeftOut(pane)) {
					tree = beside(tree, place, pane.id());
					nowShown.add(pane);
				}
			}
			if (tree != null) {
				Map<String, Pane> byId = new HashMap<>();
				tabPanes.forEach(p -> byId.put(p.id(), p));
				standInPanes.keySet().forEach(p -> byId.put(p.id(), p));
				tabPanes.clear();
				for (String id : tree.paneIds()) {
					Pane pane = byId.get(id);
					if (pane != null) {
						tabPanes.add(pane);
					}
				}
			}
			tab.panes(tabPanes, tree, layout != null && layout.zoomed() ? layout.focusedPaneId() : null, changes);
		}
		for (Space space : newOrder) {
			space.tabs(tabsBySpace.getOrDefault(space.id(), List.of()), changes);
		}

		spaces = nowSpaces;
		tabs = nowTabs;
		panes = nowPanes;
		shown = nowShown;
		if (!Tab.sameObjects(order, newOrder)) {
			order = List.copyOf(newOrder);
			changes.fire(this, SPACES);
		}
	}

	/**
	 * Ends what writes showed once the snapshot settles it. herdr never gives a closed id to a new
	 * item while its server runs, so an id a snapshot does not list is gone for good.
	 */
	private void endWhatHerdrAnswered(Snapshot snapshot, Set<String> present) {
		// a stand-in's own id is never in a snapshot: it stays left out until herdr's id replaces it
		closing.removeIf(item -> !isStandIn(item) && !present.contains(idOf(item)));
		hiddenIds.values().removeIf(hidden -> hidden.overBy(lastRead) && !present.contains(hidden.value()));
		List<ModelObject> closedFirst = new ArrayList<>();
		resolved.forEach((herdrId, standIn) -> {
			if (standIn.overBy(lastRead) && !present.contains(herdrId)) {
				closedFirst.add(standIn.value());
			}
		});
		closedFirst.forEach(this::forget);
		orders.entrySet().removeIf(entry -> entry.getValue().overBy(lastRead)
				|| entry.getValue().value().equals(herdrOrder(snapshot, entry.getKey())));
	}

	private static List<String> herdrOrder(Snapshot snapshot, String spaceIdOrSidebar) {
		return spaceIdOrSidebar.isEmpty() ? snapshot.spaces().stream().map(SpaceRecord::id).toList()
				: snapshot.tabs().stream().filter(t -> t.spaceId().equals(spaceIdOrSidebar)).map(TabRecord::id).toList();
	}

	private boolean isLeftOut(ModelObject item) {
		return closing.contains(item) || hiddenIds.containsKey(idOf(item));
	}

	private static boolean isStandIn(ModelObject item) {
		return item instanceof Tab tab ? tab.isStandIn() : item instanceof Pane pane && pane.isStandIn();
	}

	private static String idOf(ModelObject item) {
		return switch (item) {
		case Space space -> space.id();
		case Tab tab -> tab.id();
		case Pane pane -> pane.id();
		default -> null;
		};
	}

	/**
	 * herdr's item whose reply named it takes its stand-in's place: same object, herdr's id. A
	 * snapshot read before the reply came may already have shown herdr's item as an object of its
	 * own; the stand-in, which the user has seen longer, still takes its place.
	 */
	private <T extends ModelObject> T takeOver(String herdrId, Class<T> kind, Changes changes) {
		Answered<ModelObject> answered = resolved.get(herdrId);
		if (answered == null || !kind.isInstance(answered.value())) {
			return null;
		}
		resolved.remove(herdrId);
		ModelObject standIn = answered.value();
		String standInId = idOf(standIn);
		standInTabs.remove(standIn);
		standInPanes.remove(standIn);
		switch (standIn) {
		case Tab tab -> tab.becomes(herdrId, changes);
		case Pane pane -> pane.becomes(herdrId, changes);
		default -> throw new IllegalStateException("no stand-in kind " + standIn);
		}
		changes.replaced(replacementListeners, standInId, herdrId);
		return kind.cast(standIn);
	}

	private <R> List<R> ordered(List<R> records, Function<R, String> id, String orderKey) {
		Answered<List<String>> shownOrder = orders.get(orderKey);
		if (shownOrder == null) {
			return records;
		}
		List<String> ids = shownOrder.value();
		List<R> sorted = new ArrayList<>(records);
		sorted.sort(java.util.Comparator.comparingInt(r -> {
			int at = ids.indexOf(id.apply(r));
			return at < 0 ? Integer.MAX_VALUE : at;
		}));
		return sorted;
	}

	private static LayoutNode withoutLeftOut(LayoutNode node, Set<String> leftOut) {
		return switch (node) {
		case null -> null;
		case Leaf leaf -> leftOut.contains(leaf.paneId()) ? null : leaf;
		case Split split -> {
			LayoutNode first = withoutLeftOut(split.first(), leftOut);
			LayoutNode second = withoutLeftOut(split.second(), leftOut);
			yield first == null ? second : second == null ? first
					: first == split.first() && second == split.second() ? split
							: new Split(split.direction(), split.ratio(), first, second);
		}
		};
	}

	private static LayoutNode beside(LayoutNode node, PanePlace place, String standInId) {
		return switch (node) {
		case Leaf leaf when leaf.paneId() != null && leaf.paneId().equals(place.beside().id()) -> place.standInFirst()
				? new Split(place.direction(), 0.5, new Leaf(standInId), leaf)
				: new Split(place.direction(), 0.5, leaf, new Leaf(standInId));
		case Leaf leaf -> leaf;
		case Split split -> new Split(split.direction(), split.ratio(), beside(split.first(), place, standInId),
				beside(split.second(), place, standInId));
		};
	}
}
