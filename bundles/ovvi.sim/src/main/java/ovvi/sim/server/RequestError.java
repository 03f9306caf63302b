package ovvi.sim.server;

/**
 * The request line did not decode into a request. herdr answers these with id "" because serde
 * fails before it knows the id (PROTOCOL.md §2.3).
 */
public final class RequestError extends ApiError {

	public RequestError(String detail) {
		super("invalid_request", "invalid request: " + detail);
	}
}
