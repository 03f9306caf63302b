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
public final class NewTab implements Write {

    private final String spaceId;
    private final Pane keyboardCard;
    private Tab standIn;

    public NewTab(String spaceId, Pane keyboardCard) {
        this.spaceId = spaceId;
        this.keyboardCard = keyboardCard;
    }

    /** The stand-in that shows until herdr answers; null before {@link #show}. */
    public Tab shown() {
        return standIn;
    }

    @Override
    public String action() {
        return "New Tab";
    }

    @Override
    public void show(WriteContext context) {
        standIn = context.store().addStandInTab(spaceId);
    }

    @Override
    public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
        String cwd = keyboardCard == null || keyboardCard.liveCwd() == null ? "~" : keyboardCard.liveCwd();
        try {
            var reply = context.call("tab.create", Params.of("workspace_id", spaceId, "cwd", cwd, "focus", false));
            String tabId = Replies.id(context.host(), "tab.create", reply, "tab", "tab_id");
            context.store().resolve(standIn, tabId);
            return Outcome.selecting(tabId, Replies.id(context.host(), "tab.create", reply, "root_pane", "pane_id"));
        } catch (HerdrException | RuntimeException e) {
            context.store().drop(standIn);
            throw e;
        }
    }
}
