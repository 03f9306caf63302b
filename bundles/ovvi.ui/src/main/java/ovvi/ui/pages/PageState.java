package ovvi.ui.pages;

import org.eclipse.osgi.util.NLS;

import ovvi.herdr.api.HerdrException;
import ovvi.model.HostConnection;
import ovvi.ui.Messages;

/** What a page says when its session is not live, in the seed's words; null while it is. */
public final class PageState {

	private PageState() {
	}

	/** Whether the page's session answers: its cards' streams may open again. */
	public static boolean live(HostConnection connection) {
		return text(connection) == null;
	}

	/** Whether a change of this property of the connection can change the page's state. */
	public static boolean changedBy(String property) {
		return HostConnection.PROBLEM.equals(property) || HostConnection.TOO_OLD.equals(property);
	}

	public static String text(HostConnection connection) {
		String tooOld = connection.tooOld();
		if (tooOld != null) {
			return NLS.bind(Messages.PageState_tooOld, tooOld);
		}
		HerdrException problem = connection.problem();
		return problem == null ? null : NLS.bind(Messages.PageState_reconnecting, problem.getMessage());
	}
}
