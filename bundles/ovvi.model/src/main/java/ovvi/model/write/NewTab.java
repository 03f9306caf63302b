package ovvi.model.write;

import ovvi.herdr.api.HerdrException;
import ovvi.model.Pane;
import ovvi.model.Tab;

/**
 * New Tab: tab.create in the keyboard card's folder. The tab shows at once as a stand-in that
 * herdr's tab replaces; a failure takes it back.
 *
 * @param spaceId the space
 * @param keyboardCard the keyboard card (from a space row's New Tab, that space's; while a new
 *        tab's stand-in shows, the keyboard card of the tab used last there), or null for ~
 */
public record NewTab(String spaceId, Pane keyboardCard, Tab[] standIn) implements Write {

    public NewTab(String spaceId, Pane keyboardCard) {
        this(spaceId, keyboardCard, new Tab[1]);
    }

    /** The stand-in that shows until herdr answers; null before {@link #show}. */
    public Tab shown() {
        return standIn[0];
    }

    @Override
    public String action() {
        return "New Tab";
    }

    @Override
    public void show(WriteContext context) {
        standIn[0] = context.store().addStandInTab(spaceId);
    }

    @Override
    public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
        String cwd = keyboardCard == null || keyboardCard.liveCwd() == null ? "~" : keyboardCard.liveCwd();
        try {
            var reply = context.call("tab.create", Params.of("workspace_id", spaceId, "cwd", cwd, "focus", false));
            String tabId = Replies.id(context.host(), "tab.create", reply, "tab", "tab_id");
            context.store().resolve(standIn[0], tabId);
            return Outcome.selecting(tabId, Replies.id(context.host(), "tab.create", reply, "root_pane", "pane_id"));
        } catch (HerdrException | RuntimeException e) {
            context.store().drop(standIn[0]);
            throw e;
        }
    }
}
