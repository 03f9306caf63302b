package ovvi.model.write;

import java.util.ArrayList;
import java.util.List;

import ovvi.herdr.api.HerdrException;
import ovvi.model.Space;

/**
 * A sidebar row dragged onto another: the space goes with its group (it and its linked
 * worktrees, in order) before or after the group of the row it was dropped on, by
 * workspace.move_block as Move Up and Down do. A linked worktree whose repository's space is in
 * the sidebar stays in its group: it is not dragged ({@link #movable}). The sidebar shows the new
 * order at once.
 *
 * @param after whether the group goes after the row's group (else before it)
 */
public record DropSpace(List<Space> sidebar, Space space, Space onto, boolean after) implements Write {

    /** Whether a drag of the space's row can move it: not a worktree held in its repository's group. */
    public static boolean movable(List<Space> sidebar, Space space) {
        return !(WorktreeGroups.isLinked(space) && new WorktreeGroups(sidebar).repositoryOf(space) != null);
    }

    /** Whether the drop would change the order: a drop onto its own group or where it already is does not. */
    public boolean changes() {
        return plan() != null;
    }

    @Override
    public String action() {
        return "Move Space";
    }

    /** The block to move and the space it goes before (null: last); null when the drop changes nothing. */
    private Plan plan() {
        List<List<Space>> rows = new WorktreeGroups(sidebar).groups();
        List<Space> block = rows.stream().filter(row -> row.get(0) == space).findFirst().orElse(null);
        List<Space> target = rows.stream().filter(row -> row.contains(onto)).findFirst().orElse(null);
        if (block == null || target == null || target == block) {
            return null;
        }
        int next = rows.indexOf(target) + (after ? 1 : 0);
        int at = rows.indexOf(block);
        if (next == at || next == at + 1) {
            return null; // already there
        }
        Space before = next < rows.size() ? rows.get(next).get(0) : null;
        return new Plan(block, before);
    }

    private record Plan(List<Space> block, Space before) {
    }

    private List<String> order(Plan plan) {
        List<Space> order = new ArrayList<>(sidebar);
        order.removeAll(plan.block());
        int at = plan.before() == null ? order.size() : order.indexOf(plan.before());
        order.addAll(at, plan.block());
        return order.stream().map(Space::id).toList();
    }

    @Override
    public void show(WriteContext context) {
        Plan plan = plan();
        if (plan != null) {
            context.store().showSpaceOrder(order(plan));
        }
    }

    @Override
    public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
        Plan plan = plan();
        if (plan == null) {
            return Outcome.unchanged("unchanged");
        }
        try {
            context.call("workspace.move_block", Params.of("workspace_ids", plan.block().stream().map(Space::id).toList(),
                    "before_workspace_id", plan.before() == null ? null : plan.before().id()));
            context.store().orderAnswered("", order(plan));
            return Outcome.DONE;
        } catch (HerdrException | RuntimeException e) {
            context.store().clearOrder("");
            throw e;
        }
    }
}
