package ovvi.ui.pages;

import ovvi.herdr.api.HerdrException;
import ovvi.model.HostConnection;

/** What a page says when its session is not live, in the seed's words; null while it is. */
public final class PageState {

	private PageState() {
	}

	public static String text(HostConnection connection) {
		String tooOld = connection.tooOld();
		if (tooOld != null) {
			return "herdr is too old: " + tooOld;
		}
		HerdrException problem = connection.problem();
		return problem == null ? null : "Reconnecting… " + problem.getMessage();
	}
}
