package ovvi.ui.tab;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.part.ViewPart;

import ovvi.ui.Messages;
import ovvi.ui.install.InstallHerdrPanel;
import ovvi.ui.pages.SessionPage;

/**
 * Install herdr for the page in view whose machine has no herdr, where its tabs would be: the
 * same page as this computer's, over the machine's SSH connection for a host. Once herdr is
 * there the page's session starts, and the track puts the session's tabs in its place.
 */
public final class PageInstallHerdrView extends ViewPart {

	public static final String ID = "ovvi.ui.pageInstallHerdr";

	private Composite root;
	private InstallHerdrPanel panel;

	@Override
	public void createPartControl(Composite parent) {
		root = new Composite(parent, SWT.NONE);
		root.setLayout(new FillLayout());
		SessionPage page = TabTrack.of(getSite().getWorkbenchWindow()).installPage(getViewSite().getSecondaryId());
		if (page == null) {
			new Label(root, SWT.WRAP).setText(Messages.PageInstallHerdrView_gone);
			return;
		}
		setPartName(Messages.Install_title);
		setTitleToolTip(NLS.bind(Messages.PageInstallHerdrView_tooltip, page.title()));
		panel = new InstallHerdrPanel(root, page.connection(), page.machine().label());
	}

	/** The page's Install herdr, or null when the part shows no page. */
	public InstallHerdrPanel panel() {
		return panel;
	}

	@Override
	public void setFocus() {
		root.setFocus();
	}
}
