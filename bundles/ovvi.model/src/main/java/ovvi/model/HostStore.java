package ovvi.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

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
 * and told, so one agent's status change redraws one row.
 *
 * <p>herdr is the single source of truth: the store keeps the last snapshot and, on top of it,
 * only what writes in flight show before herdr answers (a new tab or pane, a closing item left
 * out, a new order). Every change of those applies the last snapshot again.
 */
public final class HostStore extends ModelObject {

    /** The list of spaces (or their order) changed. */
    public static final String SPACES = "spaces";
    private static final String STAND_IN = "+";
    private static final Snapshot NONE = new Snapshot(null, List.of(), List.of(), List.of(), Map.of(), Map.of());

    private final SessionKey key;
    private final AtomicInteger standIns = new AtomicInteger();
    private final List<ReplacementListener> replacementListeners = new CopyOnWriteArrayList<>();
    private final Map<String, Space> spaces = new HashMap<>();
    private final Map<String, Tab> tabs = new HashMap<>();
    private final Map<String, Pane> panes = new HashMap<>();
    private volatile List<Space> order = List.of();
    private volatile Snapshot last;

    /** Stand-in tabs by the space they show in, in the order they were asked for. */
    private final Map<Tab, String> standInTabs = new LinkedHashMap<>();
    /** Stand-in panes and where they show. */
    private final Map<Pane, PanePlace> standInPanes = new LinkedHashMap<>();
    /** herdr's id → the stand-in it replaces, once herdr's reply named it. */
    private final Map<String, ModelObject> resolved = new HashMap<>();
    /** Items left out: id → the id whose absence ends it (the item itself for a close). */
    private final Map<String, String> hidden = new HashMap<>();
    /** Orders shown before herdr answers: a space's id (or "" for the sidebar) → ids in order. */
    private final Map<String, List<String>> orders = new HashMap<>();

    private record PanePlace(String tabId, String besidePaneId, SplitDirection direction, boolean standInFirst) {
    }

    public HostStore(SessionKey key) {
        this.key = key;
    }

    public SessionKey key() {
        return key;
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

    public synchronized Space space(String id) {
        return spaces.get(id);
    }

    public synchronized Tab tab(String id) {
        return tabs.get(id);
    }

    public synchronized Pane pane(String id) {
        return panes.get(id);
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

    /** Applies a new snapshot from herdr. */
    public synchronized void apply(Snapshot snapshot) {
        last = snapshot;
        reconcile();
    }

    // ---- stand-ins of writes in flight ----

    /** Shows a new tab in a space at once, before herdr made it. */
    public synchronized Tab addStandInTab(String spaceId) {
        Tab tab = new Tab(STAND_IN + "t" + standIns.incrementAndGet(), spaceId, true);
        tabs.put(tab.id(), tab);
        standInTabs.put(tab, spaceId);
        reconcile();
        return tab;
    }

    /**
     * Shows a new pane beside another at once: on the right or below ({@code standInFirst} false),
     * or, for a split left or up, before it.
     */
    public synchronized Pane addStandInPane(String tabId, String besidePaneId, Direction side) {
        Pane pane = new Pane(key, STAND_IN + "p" + standIns.incrementAndGet(), true);
        panes.put(pane.id(), pane);
        boolean first = side.needsSwap();
        standInPanes.put(pane, new PanePlace(tabId, besidePaneId,
                side.herdrSplit() == Direction.DOWN ? SplitDirection.DOWN : SplitDirection.RIGHT, first));
        reconcile();
        return pane;
    }

    /** herdr's reply named the item the stand-in stands for; the next snapshot that has it takes its place. */
    public synchronized void resolve(ModelObject standIn, String herdrId) {
        resolved.put(herdrId, standIn);
        reconcile();
    }

    /** The id herdr gave the item a stand-in stands for, once its reply named it; else the item's own id. */
    public synchronized String herdrId(ModelObject item) {
        for (Map.Entry<String, ModelObject> entry : resolved.entrySet()) {
            if (entry.getValue() == item) {
                return entry.getKey();
            }
        }
        return item instanceof Tab tab ? tab.id() : item instanceof Pane pane ? pane.id() : null;
    }

    /** The write failed: the stand-in goes. */
    public synchronized void drop(ModelObject standIn) {
        if (standIn instanceof Tab tab) {
            standInTabs.remove(tab);
            if (tab.isStandIn()) {
                tabs.remove(tab.id());
            }
        } else if (standIn instanceof Pane pane) {
            standInPanes.remove(pane);
            if (pane.isStandIn()) {
                panes.remove(pane.id());
            }
        }
        resolved.values().remove(standIn);
        reconcile();
    }

    /** A closing item (space, tab or pane id) is left out until a snapshot no longer has it. */
    public synchronized void hide(String id) {
        hidden.put(id, id);
        reconcile();
    }

    /** A new item is left out until a snapshot no longer has another (Replace Pane's old pane). */
    public synchronized void hideUntilGone(String id, String untilGone) {
        hidden.put(id, untilGone);
        reconcile();
    }

    /**
     * herdr closed the item: its herdr id stays hidden until a snapshot no longer has it, and a
     * stand-in closed before any snapshot showed herdr's item is forgotten.
     */
    public synchronized void closed(ModelObject item, String herdrId) {
        hidden.put(herdrId, herdrId);
        boolean standIn = item instanceof Tab tab ? tab.isStandIn() : item instanceof Pane pane && pane.isStandIn();
        if (standIn) {
            hidden.remove(item instanceof Tab tab ? tab.id() : ((Pane) item).id());
            drop(item);
        } else {
            reconcile();
        }
    }

    /** The close failed or needs asking: the item shows again. */
    public synchronized void unhide(String id) {
        if (hidden.remove(id) != null) {
            reconcile();
        }
    }

    public synchronized boolean isHidden(String id) {
        return hidden.containsKey(id);
    }

    /** Shows a space's tabs in a new order until a snapshot has it (or {@link #clearOrder}). */
    public synchronized void showTabOrder(String spaceId, List<String> tabIds) {
        orders.put(spaceId, List.copyOf(tabIds));
        reconcile();
    }

    /** Shows the sidebar's spaces in a new order until a snapshot has it. */
    public synchronized void showSpaceOrder(List<String> spaceIds) {
        orders.put("", List.copyOf(spaceIds));
        reconcile();
    }

    public synchronized void clearOrder(String spaceIdOrSidebar) {
        if (orders.remove(spaceIdOrSidebar) != null) {
            reconcile();
        }
    }

    // ---- reconcile ----

    private void reconcile() {
        Snapshot snapshot = last != null ? last : NONE;
        Set<String> present = new HashSet<>();
        snapshot.spaces().forEach(s -> present.add(s.id()));
        snapshot.tabs().forEach(t -> present.add(t.id()));
        snapshot.panes().forEach(p -> present.add(p.id()));
        // herdr never gives a closed id to a new item while its server runs: absent means gone.
        // A stand-in's own id is never in a snapshot: it stays hidden until herdr's id replaces it.
        hidden.values().removeIf(until -> !present.contains(until) && !until.startsWith(STAND_IN));

        Map<String, Space> seenSpaces = new HashMap<>();
        List<Space> newOrder = new ArrayList<>();
        for (SpaceRecord record : ordered(snapshot.spaces(), SpaceRecord::id, "")) {
            if (hidden.containsKey(record.id())) {
                continue;
            }
            Space space = spaces.computeIfAbsent(record.id(), Space::new);
            space.update(record);
            seenSpaces.put(record.id(), space);
            newOrder.add(space);
        }

        Map<String, List<Tab>> tabsBySpace = new HashMap<>();
        Map<String, Tab> seenTabs = new HashMap<>();
        Map<String, List<TabRecord>> tabRecords = new LinkedHashMap<>();
        for (TabRecord record : snapshot.tabs()) {
            tabRecords.computeIfAbsent(record.spaceId(), s -> new ArrayList<>()).add(record);
        }
        for (Map.Entry<String, List<TabRecord>> entry : tabRecords.entrySet()) {
            if (!seenSpaces.containsKey(entry.getKey())) {
                continue;
            }
            for (TabRecord record : ordered(entry.getValue(), TabRecord::id, entry.getKey())) {
                if (hidden.containsKey(record.id())) {
                    continue;
                }
                Tab tab = tabs.get(record.id());
                if (tab == null) {
                    tab = takeOver(record.id(), Tab.class);
                    if (tab == null) {
                        tab = new Tab(record.id(), record.spaceId(), false);
                    }
                    tabs.put(record.id(), tab);
                }
                tab.update(record);
                seenTabs.put(record.id(), tab);
                tabsBySpace.computeIfAbsent(record.spaceId(), s -> new ArrayList<>()).add(tab);
            }
        }
        for (Map.Entry<Tab, String> standIn : standInTabs.entrySet()) {
            Tab tab = standIn.getKey();
            if (seenSpaces.containsKey(standIn.getValue()) && !hidden.containsKey(tab.id())) {
                seenTabs.put(tab.id(), tab);
                tabsBySpace.computeIfAbsent(standIn.getValue(), s -> new ArrayList<>()).add(tab);
            }
        }

        Map<String, Pane> seenPanes = new HashMap<>();
        Map<String, List<Pane>> panesByTab = new HashMap<>();
        for (PaneRecord record : snapshot.panes()) {
            if (!seenTabs.containsKey(record.tabId()) || hidden.containsKey(record.id())) {
                continue;
            }
            Pane pane = panes.get(record.id());
            if (pane == null) {
                pane = takeOver(record.id(), Pane.class);
                if (pane == null) {
                    pane = new Pane(key, record.id(), false);
                }
                panes.put(record.id(), pane);
            }
            pane.update(record, snapshot.agents().get(record.id()));
            seenPanes.put(record.id(), pane);
            panesByTab.computeIfAbsent(record.tabId(), t -> new ArrayList<>()).add(pane);
        }

        for (Tab tab : seenTabs.values()) {
            LayoutRecord layout = snapshot.layouts().get(tab.id());
            LayoutNode tree = layout == null ? null : withoutHidden(layout.root());
            List<Pane> tabPanes = new ArrayList<>(panesByTab.getOrDefault(tab.id(), List.of()));
            for (Map.Entry<Pane, PanePlace> standIn : standInPanes.entrySet()) {
                PanePlace place = standIn.getValue();
                if (place.tabId().equals(tab.id()) && tree != null && tree.contains(place.besidePaneId())
                        && !hidden.containsKey(standIn.getKey().id())) {
                    tree = beside(tree, place, standIn.getKey().id());
                    seenPanes.put(standIn.getKey().id(), standIn.getKey());
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
            tab.panes(tabPanes, tree, layout != null && layout.zoomed() ? layout.focusedPaneId() : null);
        }
        for (Map.Entry<String, Space> space : seenSpaces.entrySet()) {
            space.getValue().tabs(tabsBySpace.getOrDefault(space.getKey(), List.of()));
        }

        spaces.keySet().retainAll(seenSpaces.keySet());
        tabs.values().removeIf(tab -> !seenTabs.containsKey(tab.id()) && !tab.isStandIn());
        panes.values().removeIf(pane -> !seenPanes.containsKey(pane.id()) && !pane.isStandIn());
        orders.entrySet().removeIf(entry -> entry.getKey().isEmpty()
                ? entry.getValue().equals(snapshot.spaces().stream().map(SpaceRecord::id).toList())
                : entry.getValue().equals(snapshot.tabs().stream().filter(t -> t.spaceId().equals(entry.getKey())).map(TabRecord::id).toList()));
        if (!Tab.sameObjects(order, newOrder)) {
            order = List.copyOf(newOrder);
            fire(SPACES);
        }
    }

    /** herdr's item whose reply named it takes its stand-in's place: same object, herdr's id. */
    private <T extends ModelObject> T takeOver(String herdrId, Class<T> kind) {
        ModelObject standIn = resolved.get(herdrId);
        if (!kind.isInstance(standIn)) {
            return null;
        }
        resolved.remove(herdrId);
        String standInId;
        if (standIn instanceof Tab tab) {
            standInTabs.remove(tab);
            standInId = tab.id();
            tabs.remove(standInId);
            tab.becomes(herdrId);
            tabs.put(herdrId, tab);
        } else {
            Pane pane = (Pane) standIn;
            standInPanes.remove(pane);
            standInId = pane.id();
            panes.remove(standInId);
            pane.becomes(herdrId);
            panes.put(herdrId, pane);
        }
        if (hidden.containsKey(standInId)) {
            hidden.remove(standInId);
            hidden.put(herdrId, herdrId);
        }
        for (ReplacementListener listener : replacementListeners) {
            listener.replaced(standInId, herdrId);
        }
        return kind.cast(standIn);
    }

    private <R> List<R> ordered(List<R> records, java.util.function.Function<R, String> id, String orderKey) {
        List<String> shown = orders.get(orderKey);
        if (shown == null) {
            return records;
        }
        List<R> sorted = new ArrayList<>(records);
        sorted.sort(java.util.Comparator.comparingInt(r -> {
            int at = shown.indexOf(id.apply(r));
            return at < 0 ? Integer.MAX_VALUE : at;
        }));
        return sorted;
    }

    private LayoutNode withoutHidden(LayoutNode node) {
        return switch (node) {
            case null -> null;
            case Leaf leaf -> hidden.containsKey(leaf.paneId()) ? null : leaf;
            case Split split -> {
                LayoutNode first = withoutHidden(split.first());
                LayoutNode second = withoutHidden(split.second());
                yield first == null ? second : second == null ? first
                        : first == split.first() && second == split.second() ? split
                        : new Split(split.direction(), split.ratio(), first, second);
            }
        };
    }

    private static LayoutNode beside(LayoutNode node, PanePlace place, String standInId) {
        return switch (node) {
            case Leaf leaf when leaf.paneId() != null && leaf.paneId().equals(place.besidePaneId()) -> place.standInFirst()
                    ? new Split(place.direction(), 0.5, new Leaf(standInId), leaf)
                    : new Split(place.direction(), 0.5, leaf, new Leaf(standInId));
            case Leaf leaf -> leaf;
            case Split split -> new Split(split.direction(), split.ratio(), beside(split.first(), place, standInId),
                    beside(split.second(), place, standInId));
        };
    }
}
