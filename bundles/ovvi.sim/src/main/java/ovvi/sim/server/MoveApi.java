package ovvi.sim.server;

import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import ovvi.sim.json.Json;

/** pane.swap, pane.move and pane.resize (PROTOCOL.md §5.4). */
final class MoveApi extends Api {

    MoveApi(Session session, Predicate<Terminal> controlled) {
        super(session, controlled);
    }

    @Override
    void register(Dispatcher d) {
        d.register("pane.swap", this::swap);
        d.register("pane.move", this::move);
        d.register("pane.resize", this::resize);
        d.register("pane.zoom", this::zoom);
    }

    /** pane.zoom: the tab shows one pane; moves into or out of a zoomed tab answer zoomed_tab. */
    private JsonObject zoom(Params p) {
        Pane pane = session.paneOrFocused(p.optStr("pane_id"));
        String mode = p.optEnum("mode", "toggle", "on", "off");
        Tab t = pane.tab;
        boolean want = mode == null || mode.equals("toggle") ? !t.zoomed : mode.equals("on");
        String reason = null;
        if (want && t.panes().size() == 1) {
            reason = "single_pane";
        } else if (want == t.zoomed) {
            reason = want ? "already_zoomed" : "already_unzoomed";
        }
        boolean focusChanged = false;
        boolean zoomChanged = false;
        if (reason == null) {
            focusChanged = t.focused != pane;
            t.focused = pane;
            t.zoomed = want;
            zoomChanged = true;
            layoutUpdated(t);
        }
        JsonObject zoom = Json.obj("changed", zoomChanged || focusChanged, "zoom_changed", zoomChanged,
                "focus_changed", focusChanged);
        Json.put(zoom, "reason", reason);
        zoom.addProperty("pane_id", pane.id);
        Json.put(zoom, "focused_pane_id", t.focused == null ? null : t.focused.id);
        zoom.addProperty("zoomed", t.zoomed);
        zoom.add("layout", Views.layout(session, t));
        return Json.obj("type", "pane_zoom", "zoom", zoom);
    }

    // ---- swap ------------------------------------------------------------------------------

    private JsonObject swap(Params p) {
        String direction = p.optEnum("direction", "left", "right", "up", "down");
        boolean explicit = p.has("source_pane_id") || p.has("target_pane_id");
        if ((direction == null) == !explicit) {
            throw new ApiError("invalid_pane_swap", "give either direction or source_pane_id and target_pane_id");
        }
        if (explicit) {
            String sourceId = p.optStr("source_pane_id");
            String targetId = p.optStr("target_pane_id");
            if (sourceId == null || targetId == null) {
                throw new ApiError("invalid_pane_swap", "source_pane_id and target_pane_id are both required");
            }
            Pane source = session.findPane(sourceId);
            Pane target = session.findPane(targetId);
            if (source == null || target == null) {
                Tab shown = source != null ? source.tab : target != null ? target.tab : session.active.activeTab;
                return swapResult(false, "not_found", sourceId, targetId, shown);
            }
            return swapPanes(source, target);
        }
        Pane source = session.paneOrFocused(p.optStr("pane_id"));
        Pane target = neighbor(source, direction);
        if (target == null) {
            return swapResult(false, "no_neighbor", source.id, null, source.tab);
        }
        return swapPanes(source, target);
    }

    private JsonObject swapPanes(Pane source, Pane target) {
        if (source == target) {
            return swapResult(false, "same_pane", source.id, target.id, source.tab);
        }
        if (source.tab != target.tab) {
            return swapResult(false, "cross_tab", source.id, target.id, source.tab);
        }
        Tab t = source.tab;
        LayoutNode.Leaf a = LayoutNode.find(t.root, source);
        LayoutNode.Leaf b = LayoutNode.find(t.root, target);
        a.pane = target;
        b.pane = source;
        session.focus(source);
        layoutUpdated(t);
        return swapResult(true, null, source.id, target.id, t);
    }

    private JsonObject swapResult(boolean changed, String reason, String source, String target, Tab shown) {
        JsonObject swap = Json.obj("changed", changed);
        Json.put(swap, "reason", reason);
        swap.addProperty("source_pane_id", source);
        Json.put(swap, "target_pane_id", target);
        Pane focused = session.focusedPane();
        Json.put(swap, "focused_pane_id", focused == null ? null : focused.id);
        swap.add("layout", Views.layout(session, shown));
        return Json.obj("type", "pane_swap", "swap", swap);
    }

    /** The closest pane on that side that overlaps the source along the other axis. */
    static Pane neighbor(Pane source, String direction) {
        Map<Pane, Geometry.Rect> rects = Geometry.paneRects(source.tab);
        Geometry.Rect s = rects.get(source);
        Pane best = null;
        long bestScore = Long.MAX_VALUE;
        for (var e : rects.entrySet()) {
            Geometry.Rect r = e.getValue();
            if (e.getKey() == source) {
                continue;
            }
            int gap;
            int overlap;
            switch (direction) {
                case "right" -> {
                    gap = r.x() - (s.x() + s.width());
                    overlap = Math.min(s.y() + s.height(), r.y() + r.height()) - Math.max(s.y(), r.y());
                }
                case "left" -> {
                    gap = s.x() - (r.x() + r.width());
                    overlap = Math.min(s.y() + s.height(), r.y() + r.height()) - Math.max(s.y(), r.y());
                }
                case "down" -> {
                    gap = r.y() - (s.y() + s.height());
                    overlap = Math.min(s.x() + s.width(), r.x() + r.width()) - Math.max(s.x(), r.x());
                }
                default -> {
                    gap = s.y() - (r.y() + r.height());
                    overlap = Math.min(s.x() + s.width(), r.x() + r.width()) - Math.max(s.x(), r.x());
                }
            }
            if (gap < 0 || overlap <= 0) {
                continue;
            }
            long score = (long) gap * 100_000 - overlap;
            if (score < bestScore) {
                bestScore = score;
                best = e.getKey();
            }
        }
        return best;
    }

    // ---- move ------------------------------------------------------------------------------

    private JsonObject move(Params p) {
        Pane pane = session.pane(p.str("pane_id"));
        Params dest = p.nested("destination");
        boolean focus = p.optBool("focus", false);
        String type = dest.enumValue("type", "tab", "new_tab", "new_workspace");
        Tab source = pane.tab;
        String previousId = pane.id;
        Workspace previousWs = pane.workspace;
        if (source.zoomed) {
            return unchanged(pane, "zoomed_tab");
        }
        Tab target = null;
        Pane targetPane = null;
        String split = "right";
        float ratio = 0.5f;
        Workspace newTabIn = null;
        switch (type) {
            case "tab" -> {
                target = session.tab(dest.str("tab_id"));
                split = dest.optEnum("split", "right", "down");
                split = split == null ? "right" : split;
                Double r = dest.optNumber("ratio");
                ratio = LayoutNode.clampRatio(r == null ? 0.5 : r);
                String targetId = dest.optStr("target_pane_id");
                if (targetId != null) {
                    targetPane = session.findPane(targetId);
                    if (targetPane == null || targetPane.tab != target) {
                        throw new ApiError("target_pane_not_found", "target pane " + targetId + " not found");
                    }
                } else {
                    targetPane = target.focused;
                }
                if (target.zoomed) {
                    return unchanged(pane, "zoomed_tab");
                }
                if (target == source) {
                    return unchanged(pane, "same_tab");
                }
            }
            case "new_tab" -> {
                String wsId = dest.optStr("workspace_id");
                newTabIn = wsId == null ? previousWs : session.workspace(wsId);
            }
            default -> {
            }
        }
        session.detach(pane);
        String closedTab = previousWs.tabs.contains(source) ? null : source.id;
        String closedWs = session.workspaces.contains(previousWs) ? null : previousWs.id;
        Workspace createdWs = null;
        Tab createdTab = null;
        if (type.equals("new_workspace")) {
            createdWs = session.newWorkspace(dest.optStr("label"));
            target = createdTab = session.newTab(createdWs, dest.optStr("tab_label"));
        } else if (type.equals("new_tab")) {
            target = createdTab = session.newTab(newTabIn, dest.optStr("label"));
        }
        Workspace targetWs = target.workspace;
        if (targetWs != previousWs) {
            session.alias(previousId, pane);
            pane.id = Ids.pane(targetWs.id, targetWs.nextPaneNumber++);
        }
        pane.workspace = targetWs;
        pane.tab = target;
        if (target.root == null) {
            target.root = new LayoutNode.Leaf(pane);
            target.focused = pane;
        } else {
            target.root = LayoutNode.splitAt(target.root, targetPane, pane, split, ratio);
        }
        if (focus || session.active == null) {
            session.focus(pane);
        }
        if (closedTab != null) {
            publish("tab_closed", "tab_id", closedTab, "workspace_id", previousWs.id);
        }
        if (closedWs != null) {
            publish("workspace_closed", "workspace_id", closedWs);
        }
        if (createdWs != null) {
            publish("workspace_created", "workspace", Views.workspace(session, createdWs));
        }
        if (createdTab != null) {
            publish("tab_created", "tab", Views.tab(session, createdTab));
        }
        JsonObject moved = Json.obj("previous_pane_id", previousId, "previous_workspace_id", previousWs.id,
                "previous_tab_id", source.id, "pane", Views.pane(session, pane));
        Json.put(moved, "created_workspace", createdWs == null ? null : Views.workspace(session, createdWs));
        Json.put(moved, "created_tab", createdTab == null ? null : Views.tab(session, createdTab));
        Json.put(moved, "closed_workspace_id", closedWs);
        Json.put(moved, "closed_tab_id", closedTab);
        session.hub.publish("pane_moved", moved);
        JsonObject sourceLayout = null;
        if (closedTab == null) {
            session.fitPtys(source, controlled);
            sourceLayout = Views.layout(session, source);
            publish("layout_updated", "layout", sourceLayout);
        }
        session.fitPtys(target, controlled);
        JsonObject targetLayout = Views.layout(session, target);
        publish("layout_updated", "layout", targetLayout);
        JsonObject result = Json.obj("changed", true, "previous_pane_id", previousId, "previous_workspace_id",
                previousWs.id, "previous_tab_id", source.id, "pane", Views.pane(session, pane));
        Json.put(result, "source_layout", sourceLayout);
        result.add("target_layout", targetLayout);
        Json.put(result, "created_workspace", moved.get("created_workspace"));
        Json.put(result, "created_tab", moved.get("created_tab"));
        Json.put(result, "closed_workspace_id", closedWs);
        Json.put(result, "closed_tab_id", closedTab);
        Pane focused = session.focusedPane();
        result.addProperty("focused_pane_id", focused == null ? pane.id : focused.id);
        return Json.obj("type", "pane_move", "move_result", result);
    }

    private JsonObject unchanged(Pane pane, String reason) {
        JsonObject result = Json.obj("changed", false, "reason", reason, "previous_pane_id", pane.id,
                "previous_workspace_id", pane.workspace.id, "previous_tab_id", pane.tab.id,
                "pane", Views.pane(session, pane), "target_layout", Views.layout(session, pane.tab));
        Pane focused = session.focusedPane();
        result.addProperty("focused_pane_id", focused == null ? pane.id : focused.id);
        return Json.obj("type", "pane_move", "move_result", result);
    }

    // ---- resize ----------------------------------------------------------------------------

    private JsonObject resize(Params p) {
        Pane pane = session.paneOrFocused(p.optStr("pane_id"));
        String direction = p.enumValue("direction", "left", "right", "up", "down");
        Double requested = p.optNumber("amount");
        double amount = Math.min(Math.abs(requested == null ? 0.05 : requested), 0.5);
        String orientation = direction.equals("left") || direction.equals("right") ? "right" : "down";
        boolean towardsEnd = direction.equals("right") || direction.equals("down");
        List<Object[]> ancestors = new ArrayList<>();
        ancestorsOf(pane.tab.root, pane, ancestors);
        LayoutNode.Split chosen = pick(ancestors, orientation, towardsEnd);
        if (chosen == null) {
            chosen = pick(ancestors, orientation, !towardsEnd);
        }
        boolean changed = false;
        if (chosen != null) {
            float next = LayoutNode.clampRatio(chosen.ratio + (towardsEnd ? amount : -amount));
            changed = next != chosen.ratio;
            chosen.ratio = next;
        }
        if (changed) {
            layoutUpdated(pane.tab);
        }
        JsonObject resize = Json.obj("changed", changed);
        Json.put(resize, "reason", changed ? null : "unchanged");
        resize.addProperty("pane_id", pane.id);
        Pane focused = session.focusedPane();
        Json.put(resize, "focused_pane_id", focused == null ? null : focused.id);
        resize.add("layout", Views.layout(session, pane.tab));
        return Json.obj("type", "pane_resize", "resize", resize);
    }

    /** Nearest first: the split with the divider on the wanted side of the pane. */
    private static LayoutNode.Split pick(List<Object[]> ancestors, String orientation, boolean dividerAfter) {
        for (Object[] a : ancestors) {
            LayoutNode.Split s = (LayoutNode.Split) a[0];
            boolean inFirst = (Boolean) a[1];
            if (s.direction.equals(orientation) && inFirst == dividerAfter) {
                return s;
            }
        }
        return null;
    }

    /** Ancestor splits of the pane, nearest first, with whether the pane is in the first child. */
    private static boolean ancestorsOf(LayoutNode n, Pane pane, List<Object[]> out) {
        if (n instanceof LayoutNode.Leaf l) {
            return l.pane == pane;
        }
        LayoutNode.Split s = (LayoutNode.Split) n;
        if (ancestorsOf(s.first, pane, out)) {
            out.add(new Object[] {s, true});
            return true;
        }
        if (ancestorsOf(s.second, pane, out)) {
            out.add(new Object[] {s, false});
            return true;
        }
        return false;
    }
}
