package ovvi.herdr.api;

/** The machine's login shell finds no herdr. */
public final class HerdrNotInstalled extends HerdrException {

	private static final long serialVersionUID = 1L;

	public HerdrNotInstalled(String target) {
		super("herdr is not installed on " + target + " (its login shell finds none); use Install herdr");
	}
}
