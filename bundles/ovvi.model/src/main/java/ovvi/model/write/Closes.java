package ovvi.model.write;

import java.util.Collection;
import java.util.List;

import ovvi.herdr.api.HerdrErrorReply;
import ovvi.herdr.api.HerdrException;
import ovvi.model.ModelObject;
import ovvi.model.Pane;
import ovvi.model.Space;

/**
 * What every close does around its herdr calls. The closing items leave the view at once when
 * their panes last ran only shells (or this app just made them); before the close, herdr is asked
 * what runs in them, and a program found brings them back with the question.
 */
final class Closes {

	private Closes() {
	}

	/** At the ask: the item leaves the view at once unless herdr's answer is needed first. */
	static void showAtOnce(WriteContext context, ModelObject item, Collection<Pane> panes) {
		if (context.answers().showAtOnce(panes)) {
			context.store().hide(item);
		}
	}

	/**
	 * The question before a close that would end programs, with the items back in view; or null
	 * when only shells run.
	 *
	 * @param leaving the items the close takes out of the view (none for Replace Pane)
	 * @param tabs how many tabs the close ends, for the question
	 * @param confirmed the same close, to run once the user agreed
	 */
	static NeedsConfirmation question(WriteContext context, String action, List<? extends ModelObject> leaving, List<Pane> panes,
			int tabs, Write confirmed) throws HerdrException, InterruptedException {
		List<String> programs = ProcessCheck.programs(context, panes);
		if (programs.isEmpty()) {
			return null;
		}
		leaving.forEach(context.store()::unhide);
		return new NeedsConfirmation(action, programs, tabs, panes.size(), null, confirmed);
	}

	/**
	 * herdr refused a pane or tab close because it would close a repository's space and with it
	 * the space's worktree group ({@code confirmation_required}, its confirm_close setting): the
	 * user is asked herdr's question, and agreeing closes the group as herdr's own dialog would.
	 *
	 * @return the question, or null when herdr refused for another reason
	 */
	static Outcome askAsHerdrDoes(WriteContext context, String action, HerdrErrorReply refusal, String spaceId) {
		Space space = context.store().space(spaceId);
		if (!CONFIRMATION_REQUIRED.equals(refusal.code()) || space == null) {
			return null;
		}
		return Outcome.asking(new NeedsConfirmation(action, List.of(), 0, 0, refusal.reason(),
				new CloseSpace(space, context.store().spaces(), true)));
	}

	static final String CONFIRMATION_REQUIRED = "confirmation_required";
}
